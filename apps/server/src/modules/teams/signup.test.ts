import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeTeam, makeUser, signInAs } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function adminOfNewTeam() {
  const team = await makeTeam(app);
  const admin = await makeUser(app, team.id, { license: 'Admin' });
  return { team, headers: { 'access-token': await signInAs(app, admin.username) } };
}

const read = (teamId: string, headers: Record<string, string>) =>
  app.inject({ url: `/api/v3/teams/${teamId}/signup`, headers });
const update = (teamId: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/teams/${teamId}/signup/update`,
    headers,
    payload: payload as object,
  });
const regenerate = (teamId: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/v3/teams/${teamId}/signup/invite-code/regenerate`, headers });

describe('team sign-up policy settings', () => {
  it('shows a new team asking for its invite code, and lets its admin choose another policy', async () => {
    const { team, headers } = await adminOfNewTeam();
    const current = await read(team.id, headers);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      policy: 'inviteCode',
      domains: [],
      inviteCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    });

    const changed = await update(team.id, headers, {
      policy: 'emailDomain',
      domains: [' Acme.example ', 'acme.example', 'mail.acme.example'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      policy: 'emailDomain',
      domains: ['acme.example', 'mail.acme.example'],
    });
    expect(changed.json().inviteCode).toBe(current.json().inviteCode);
    expect((await app.inject(`/api/v3/teams/fetch/${team.name}`)).json().signupPolicy).toBe('emailDomain');
  });

  it('replaces the invite code so the old one stops working', async () => {
    const { team, headers } = await adminOfNewTeam();
    const old = (await read(team.id, headers)).json().inviteCode;
    const fresh = await regenerate(team.id, headers);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().inviteCode).not.toBe(old);
    const register = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/auth/register',
        remoteAddress: `10.81.0.${code === old ? 1 : 2}`,
        payload: {
          username: `invitee${Date.now().toString(36)}${code === old ? 'a' : 'b'}`,
          password: 'Good@pass1',
          email: 'invitee@example.com',
          first_name: 'In',
          team: team.name,
          invite_code: code,
        },
      });
    expect((await register(old)).json().message).toBe(AUTH_MESSAGES.inviteCodeWrong);
    expect((await register(fresh.json().inviteCode)).statusCode).toBe(201);
  });

  it.each([
    [{ policy: 'emailDomain', domains: [] }, 'domains', 'Add at least one email domain'],
    [{ policy: 'emailDomain', domains: ['@acme.example'] }, 'domains.0', 'Enter a domain like acme.com'],
    [{ policy: 'everyone', domains: [] }, 'policy', undefined],
    [{ policy: 'open' }, 'domains', undefined],
  ])('refuses %j with 400', async (payload, path, message) => {
    const { team, headers } = await adminOfNewTeam();
    const res = await update(team.id, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
    if (message) expect(res.json().message).toBe(message);
  });

  it('keeps the settings to admins of the team', async () => {
    const { team } = await adminOfNewTeam();
    for (const license of ['Learner', 'Creator'] as const) {
      const member = await makeSignedInUser(app, { license, teamId: team.id });
      expect((await read(team.id, member.headers)).statusCode).toBe(403);
      expect((await update(team.id, member.headers, { policy: 'open', domains: [] })).statusCode).toBe(403);
      expect((await regenerate(team.id, member.headers)).statusCode).toBe(403);
    }
  });

  it("answers 404 to another team's admin and learner, and changes nothing", async () => {
    const { team, headers } = await adminOfNewTeam();
    const before = (await read(team.id, headers)).json();
    const otherAdmin = await makeSignedInUser(app, { license: 'Admin' });
    const otherLearner = await makeSignedInUser(app, { license: 'Learner' });
    for (const other of [otherAdmin, otherLearner]) {
      expect((await read(team.id, other.headers)).statusCode).toBe(404);
      expect((await update(team.id, other.headers, { policy: 'open', domains: [] })).statusCode).toBe(404);
      expect((await regenerate(team.id, other.headers)).statusCode).toBe(404);
    }
    expect((await read(team.id, headers)).json()).toEqual(before);
  });

  it('answers 440 without a session and 400 for a bad id', async () => {
    const { team, headers } = await adminOfNewTeam();
    expect((await app.inject(`/api/v3/teams/${team.id}/signup`)).statusCode).toBe(440);
    expect((await read('not-a-uuid', headers)).statusCode).toBe(400);
  });
});
