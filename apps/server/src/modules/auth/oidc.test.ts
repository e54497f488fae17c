import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { signInAtProvider, startTestOidcProvider, TEST_CLIENT } from '../../test/oidc-provider';
import { findTeamById, updateTeam } from '../teams/service';

const CALLBACK = 'http://localhost:3000/api/v3/auth/oidc/callback';
let app: FastifyInstance;
let idp: Awaited<ReturnType<typeof startTestOidcProvider>>;

beforeAll(async () => {
  app = await createTestApp();
  idp = await startTestOidcProvider({
    redirectUri: CALLBACK,
    accounts: [
      {
        sub: 'alice-1',
        email: 'alice@corp.example',
        email_verified: true,
        name: 'Alice Corp',
        preferred_username: 'alice.corp',
      },
      {
        sub: 'mallory-1',
        email: 'victim@corp.example',
        email_verified: false,
        name: 'Mallory',
        preferred_username: 'mallory',
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
});

async function teamWithProvider(features: Record<string, boolean> = { ssoLogin: true }) {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const superActor = { teamId: admin.team.id, license: { license_type: 'SuperAdmin', isManager: false } };
  await updateTeam(app.db, superActor, admin.team.id, { features });
  const created = await app.inject({
    method: 'POST',
    url: `/api/v3/teams/${admin.team.id}/identity-providers/create`,
    headers: admin.headers,
    payload: {
      kind: 'sso',
      name: 'Corp SSO',
      issuer: idp.issuer,
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).not.toHaveProperty('clientSecret');
  return { admin, team: admin.team, providerId: created.json().id as string };
}

const teamName = async (teamId: string) => (await findTeamById(app.db, teamId))?.name ?? '';

async function signInThroughProvider(name: string, providerId: string, account: string) {
  const start = await app.inject(`/api/v3/auth/oidc/${name}/${providerId}/start?redirect=/courses/1`);
  expect(start.statusCode).toBe(302);
  const authorizationUrl = String(start.headers.location);
  expect(authorizationUrl).toContain('code_challenge_method=S256');
  const back = await signInAtProvider(authorizationUrl, account, CALLBACK);
  const callback = await app.inject(back.replace('http://localhost:3000', ''));
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}

const connect = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/connect', headers: { authorization: `Bearer ${token}` } });

describe('single sign-on through OpenID Connect', () => {
  it('lists the button, signs a new user in through the provider, and reuses the account next time', async () => {
    const { team, providerId } = await teamWithProvider();
    const name = await teamName(team.id);
    const buttons = await app.inject(`/api/v3/auth/oidc/${name}/providers`);
    expect(buttons.json()).toEqual([{ id: providerId, name: 'Corp SSO', kind: 'sso' }]);

    const landing = await signInThroughProvider(name, providerId, 'alice-1');
    expect(landing).toMatch(new RegExp(`^/${name}/login\\?token=`));
    const token = new URLSearchParams(landing.split('?')[1]).get('token') ?? '';
    const first = await connect(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'alicecorp', email: 'alice@corp.example', team: name });
    expect((await connect(token)).statusCode).toBe(440);

    const again = await signInThroughProvider(name, providerId, 'alice-1');
    const second = await connect(new URLSearchParams(again.split('?')[1]).get('token') ?? '');
    expect(second.json()._id).toBe(first.json()._id);
  });

  it('links a verified e-mail to the existing account, but never an unverified one', async () => {
    const { team, providerId } = await teamWithProvider();
    const name = await teamName(team.id);
    const existing = await makeUser(app, team.id, { email: 'alice@corp.example' });
    const victim = await makeUser(app, team.id, { email: 'victim@corp.example' });

    const alice = await signInThroughProvider(name, providerId, 'alice-1');
    const aliceUser = await connect(new URLSearchParams(alice.split('?')[1]).get('token') ?? '');
    expect(aliceUser.json()._id).toBe(existing.id);

    const mallory = await signInThroughProvider(name, providerId, 'mallory-1');
    const malloryUser = await connect(new URLSearchParams(mallory.split('?')[1]).get('token') ?? '');
    expect(malloryUser.json()._id).not.toBe(victim.id);
  });

  it('refuses when the team has single sign-on off, and a replayed callback', async () => {
    const { team, providerId } = await teamWithProvider({ ssoLogin: false });
    const name = await teamName(team.id);
    expect((await app.inject(`/api/v3/auth/oidc/${name}/providers`)).json()).toEqual([]);
    const start = await app.inject(`/api/v3/auth/oidc/${name}/${providerId}/start`);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`/${name}/login?error=This+sign-in+method+is+not+available.`);

    const on = await teamWithProvider();
    const onName = await teamName(on.team.id);
    const begin = await app.inject(`/api/v3/auth/oidc/${onName}/${on.providerId}/start`);
    const back = await signInAtProvider(String(begin.headers.location), 'alice-1', CALLBACK);
    const path = back.replace('http://localhost:3000', '');
    expect(String((await app.inject(path)).headers.location)).toContain('token=');
    expect((await app.inject(path)).headers.location).toBe('/login?error=Authentication+failed');
  });

  it("keeps a team's providers to its own admins", async () => {
    const { team } = await teamWithProvider();
    const otherAdmin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: team.id });
    expect(
      (await app.inject({ url: `/api/v3/teams/${team.id}/identity-providers`, headers: otherAdmin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/v3/teams/${team.id}/identity-providers`, headers: learner.headers }))
        .statusCode,
    ).toBe(404);
  });
});
