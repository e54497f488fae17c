import { AUTH_MESSAGES, TEAM_LOGIN_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, multipart, TEST_PASSWORD } from '../../test/factories';
import { lastMessageTo } from '../../test/outbox';
import { updateUser } from '../users/service';

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
      messageKey: 'auth.teamLoginRequired',
      params: { team: team.name },
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
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.wrongCredentials,
      messageKey: 'auth.wrongCredentials',
    });
  });
});

describe('SPEC §6 on the other sign-in routes', () => {
  const teamOnly = { multiTenancy: true, commonLogin: false };
  const refusal = (team: { name: string }) => ({
    message: AUTH_MESSAGES.teamLoginRequired(team.name),
    messageKey: 'auth.teamLoginRequired',
    params: { team: team.name },
    errorCode: TEAM_LOGIN_REQUIRED_ERROR_CODE,
  });

  it('sends and checks one-time codes only when asked from the team login page', async () => {
    const team = await makeTeam(app, { ...teamOnly, otpLogin: true });
    const user = await makeUser(app, team.id);
    const phone = String(Math.floor(1e9 + Math.random() * 8e9));
    await updateUser(app.db, user.id, { phone });
    const otp = (step: string, query = '') =>
      app.inject({ method: 'POST', url: `/api/v3/auth/otp/${step}${query}` });

    const common = await otp(`generate/${phone}`);
    expect(common.statusCode).toBe(403);
    expect(common.json()).toEqual(refusal(team));
    expect(await lastMessageTo(app, phone)).toBeUndefined();

    const other = await makeTeam(app);
    expect((await otp(`generate/${phone}`, `?team=${other.name}`)).statusCode).toBe(403);

    expect((await otp(`generate/${phone}`, `?team=${team.name}`)).statusCode).toBe(200);
    const code = /(\d{6})/.exec((await lastMessageTo(app, phone))?.body ?? '')?.[1] ?? '';
    const commonVerify = await otp(`verify/${phone}/${code}`);
    expect(commonVerify.statusCode).toBe(403);
    expect(commonVerify.headers['access-token']).toBeUndefined();
    const own = await otp(`verify/${phone}/${code}`, `?team=${team.name}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-token']).toMatch(/^ey/);
  });

  it('mails token-generator links only when asked from the team page', async () => {
    const team = await makeTeam(app, { ...teamOnly, tokenLogin: true });
    const user = await makeUser(app, team.id, { email: 'teamonly-link@example.com' });
    const ask = (payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v3/users/email/check-user', payload });

    const common = await ask({ username: user.username });
    expect(common.statusCode).toBe(403);
    expect(common.json()).toEqual(refusal(team));
    expect(await lastMessageTo(app, 'teamonly-link@example.com')).toBeUndefined();

    const own = await ask({ username: user.username, team: team.name });
    expect(own.json()).toEqual({ exists: true });
    expect(await lastMessageTo(app, 'teamonly-link@example.com')).toBeDefined();
  });

  it('keeps one-time codes on the common route for other teams', async () => {
    const team = await makeTeam(app, { multiTenancy: true, commonLogin: true, otpLogin: true });
    const user = await makeUser(app, team.id);
    const phone = String(Math.floor(1e9 + Math.random() * 8e9));
    await updateUser(app.db, user.id, { phone });
    const res = await app.inject({ method: 'POST', url: `/api/v3/auth/otp/generate/${phone}` });
    expect(res.statusCode).toBe(200);
  });
});
