import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('activating, deactivating and deleting users', () => {
  it('ends sessions and removes from leaderboards on deactivation, restores on activation', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    await app.inject({
      method: 'POST',
      url: `/api/v3/users/${learner.user.id}/wallet/adjust`,
      headers: admin.headers,
      payload: { points: 120, reason: 'Onboarding' },
    });
    const board = async () =>
      (await app.inject({ url: '/api/v3/leaderboards/appleaderboard', headers: admin.headers }))
        .json()
        .top.map((r: { userId: string; points: number }) => [r.userId, r.points]);
    expect(await board()).toEqual([[learner.user.id, 120]]);

    const off = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${learner.user.id}/deactivate`,
      headers: admin.headers,
    });
    expect(off.json().active).toBe(false);
    expect(await board()).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v3/auth/connect', headers: learner.headers }))
        .statusCode,
    ).toBe(440);

    const on = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${learner.user.id}/activate`,
      headers: admin.headers,
    });
    expect(on.json().active).toBe(true);
    expect(await board()).toEqual([[learner.user.id, 120]]);
  });

  it('keeps deletion to SuperAdmins, and every action to the same team', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const root = await makeSignedInUser(app, { license: 'SuperAdmin', teamId: admin.team.id });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    const outsider = await makeSignedInUser(app, { license: 'Admin' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${learner.user.id}/delete`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${learner.user.id}/deactivate`,
          headers: outsider.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${learner.user.id}/deactivate`,
          headers: learner.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${admin.user.id}/deactivate`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${learner.user.id}/delete`,
          headers: root.headers,
        })
      ).statusCode,
    ).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: learner.user.username, password: 'Test@pass1' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/users/${learner.user.id}/activate`,
          headers: root.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
