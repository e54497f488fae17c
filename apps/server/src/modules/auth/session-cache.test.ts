import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, signInAs, TEST_PASSWORD } from '../../test/factories';

/**
 * The session cache answers a token it saw within SESSION_CACHE_MS without reading the database.
 * To see that an invalidation happened, a test revokes the session straight in the table (which
 * the cache cannot know about), checks the cached token still works, then makes the product write
 * that must drop the entry: the next request reads the table and gets 440.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ sessionCacheMs: 60_000 });
  await app.ready();
});
afterAll(() => app.close());

const library = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/courseLibrary', headers: { 'access-token': token } });
const post = (url: string, token: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { 'access-token': token }, payload });

async function signedIn(teamId?: string, license: 'Learner' | 'Admin' = 'Learner') {
  const team = teamId ? { id: teamId } : await makeTeam(app);
  const user = await makeUser(app, team.id, { license });
  return { team, user, token: await signInAs(app, user.username) };
}

/** Revokes every session of the user in the table only: the cache does not hear of it. */
async function revokeBehindTheCache(userId: string) {
  await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
}

describe('session cache', () => {
  it('answers a token it has seen from memory until the entry is dropped', async () => {
    const { user, token } = await signedIn();
    expect((await library(token)).statusCode).toBe(200);
    await revokeBehindTheCache(user.id);
    expect((await library(token)).statusCode).toBe(200);
  });

  it('forgets the token at once on sign-out, on every device', async () => {
    const { user, token } = await signedIn();
    const other = await signInAs(app, user.username);
    expect((await library(token)).statusCode).toBe(200);
    expect((await library(other)).statusCode).toBe(200);
    expect((await post('/api/v3/auth/signOut', token)).statusCode).toBe(200);
    expect((await library(token)).statusCode).toBe(440);
    expect((await library(other)).statusCode).toBe(440);
  });

  it('forgets the other devices when the password changes', async () => {
    const { user, token } = await signedIn();
    const other = await signInAs(app, user.username);
    expect((await library(other)).statusCode).toBe(200);
    const changed = await post('/api/v3/auth/change_password', token, {
      current_password: TEST_PASSWORD,
      password: 'Changed@pass2',
      password_confirmation: 'Changed@pass2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await library(other)).statusCode).toBe(440);
    expect((await library(token)).statusCode).toBe(200);
  });

  it('forgets a deactivated user at once', async () => {
    const admin = await signedIn(undefined, 'Admin');
    const learner = await signedIn(admin.team.id);
    expect((await library(learner.token)).statusCode).toBe(200);
    const res = await post(`/api/v3/users/${learner.user.id}/update/super`, admin.token, { active: false });
    expect(res.statusCode).toBe(200);
    expect((await library(learner.token)).statusCode).toBe(440);
  });

  it("serves the user's own edit on the next request", async () => {
    const { user, token } = await signedIn();
    expect((await library(token)).statusCode).toBe(200);
    const res = await post(`/api/v3/users/${user.id}/update/self`, token, { first_name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/v3/auth/connect', token)).json()).toMatchObject({ first_name: 'Renamed' });
  });

  it("serves an admin's license change on the learner's next request", async () => {
    const admin = await signedIn(undefined, 'Admin');
    const learner = await signedIn(admin.team.id);
    expect((await library(learner.token)).statusCode).toBe(200);
    const res = await post(`/api/v3/users/${learner.user.id}/update/super`, admin.token, {
      license_type: 'Creator',
    });
    expect(res.statusCode).toBe(200);
    const me = (await post('/api/v3/auth/connect', learner.token)).json();
    expect(me.license.license_type).toBe('Creator');
  });

  it("drops every member's entry when the team is edited", async () => {
    const admin = await signedIn(undefined, 'Admin');
    const learner = await signedIn(admin.team.id);
    expect((await library(learner.token)).statusCode).toBe(200);
    await revokeBehindTheCache(learner.user.id);
    expect((await library(learner.token)).statusCode).toBe(200);
    const res = await post(`/api/v3/teams/${admin.team.id}/update`, admin.token, { title: 'Renamed team' });
    expect(res.statusCode).toBe(200);
    expect((await library(learner.token)).statusCode).toBe(440);
  });

  it('keeps an entry no longer than SESSION_CACHE_MS', async () => {
    const short = await createTestApp({ sessionCacheMs: 50 });
    try {
      const team = await makeTeam(short);
      const user = await makeUser(short, team.id);
      const token = await signInAs(short, user.username);
      const get = () =>
        short.inject({ method: 'GET', url: '/api/v3/courseLibrary', headers: { 'access-token': token } });
      expect((await get()).statusCode).toBe(200);
      await short.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await get()).statusCode).toBe(440);
    } finally {
      await short.close();
    }
  });

  it.skipIf(!inject('postgres'))('drops an entry when another process says so (PostgreSQL)', async () => {
    const { user, token } = await signedIn();
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((await library(token)).statusCode).toBe(200);
    await revokeBehindTheCache(user.id);
    expect((await library(token)).statusCode).toBe(200);
    // Another process: its own connection, its own NOTIFY, as its revokeSession would send.
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const other = new pg.Client(pool.options);
    await other.connect();
    try {
      await other.query('select pg_notify($1, $2)', ['lp_auth', `session:${session?.id}`]);
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 1000;
    let status = 200;
    while (Date.now() < deadline && status === 200) {
      status = (await library(token)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(440);
  });
});
