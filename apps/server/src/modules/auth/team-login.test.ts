import { AUTH_MESSAGES, TEAM_LOGIN_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, multipart, TEST_PASSWORD } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signIn = (fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/sign_in', ...multipart(fields) });

describe('SPEC §6: multi-tenancy without common login', () => {
  it('refuses the common login with 403 naming the team login page, and signs in there', async () => {
    const team = await makeTeam(app, { multiTenancy: true, commonLogin: false });
    const user = await makeUser(app, team.id);

    const common = await signIn({ username: user.username, password: TEST_PASSWORD });
    expect(common.statusCode).toBe(403);
    expect(common.json()).toEqual({
      message: AUTH_MESSAGES.teamLoginRequired(team.name),
      errorCode: TEAM_LOGIN_REQUIRED_ERROR_CODE,
    });
    expect(common.headers['access-token']).toBeUndefined();

    const other = await makeTeam(app);
    const wrongTeam = await signIn({ username: user.username, password: TEST_PASSWORD, team: other.name });
    expect(wrongTeam.statusCode).toBe(403);

    const own = await signIn({ username: user.username, password: TEST_PASSWORD, team: team.name });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-token']).toMatch(/^ey/);
  });

  it('keeps the common login while common login is on or multi-tenancy is off', async () => {
    for (const features of [
      { multiTenancy: true, commonLogin: true },
      { multiTenancy: false, commonLogin: false },
    ]) {
      const team = await makeTeam(app, features);
      const user = await makeUser(app, team.id);
      const res = await signIn({ username: user.username, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
  });

  it('tells nothing about the team before the password is right', async () => {
    const team = await makeTeam(app, { multiTenancy: true, commonLogin: false });
    const user = await makeUser(app, team.id);
    const res = await signIn({ username: user.username, password: 'Wrong@pass1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.wrongCredentials });
  });
});
