import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeTeam } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('teams', () => {
  it('serves public branding with the SPEC §9 feature defaults', async () => {
    const team = await makeTeam(app, { banners: true });
    const res = await app.inject(`/api/v3/teams/fetch/${team.name}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: team.name,
      colors: { main: '#FFC107', primary: '#FFC107', primaryText: '#000000' },
      features: {
        registration: true,
        guests: false,
        contests: false,
        medals: true,
        coins: false,
        banners: true,
      },
    });
    expect((await app.inject('/api/v3/teams/fetch/nothere')).statusCode).toBe(404);
  });

  it('lets an Admin redesign their own team but answers 404 for another team', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const other = await makeTeam(app);
    const own = await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${admin.team.id}/update`,
      headers: admin.headers,
      payload: {
        title: 'Renamed',
        colors: { main: '#112233', primary: '#445566', primaryText: '#FFFFFF' },
        features: { guests: true },
      },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      title: 'Renamed',
      colors: { main: '#112233' },
      features: { guests: true, registration: true },
    });

    const foreign = await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${other.id}/update`,
      headers: admin.headers,
      payload: { title: 'Hijacked' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('forbids learners and creators from changing the team', async () => {
    for (const license of ['Learner', 'Creator'] as const) {
      const user = await makeSignedInUser(app, { license });
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/teams/${user.team.id}/update`,
        headers: user.headers,
        payload: { title: 'Nope' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not authorized to see this page');
    }
  });

  it('rejects bad colors with 400', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${admin.team.id}/update`,
      headers: admin.headers,
      payload: { textColor: 'red' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Colors are hex values like #FFC107');
  });

  it('keeps listing, creating and deleting teams to SuperAdmins', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const superAdmin = await makeSignedInUser(app, { license: 'SuperAdmin' });
    expect((await app.inject({ url: '/api/v3/teams/list', headers: admin.headers })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v3/teams/create',
          headers: admin.headers,
          payload: { name: 'sneaky' },
        })
      ).statusCode,
    ).toBe(403);

    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/teams/create',
      headers: superAdmin.headers,
      payload: { name: 'acme-corp', title: 'Acme' },
    });
    expect(created.statusCode).toBe(201);
    const list = await app.inject({ url: '/api/v3/teams/list', headers: superAdmin.headers });
    expect(list.json().map((t: { name: string }) => t.name)).toContain('acme-corp');

    const id = created.json()._id;
    expect(
      (await app.inject({ method: 'POST', url: `/api/v3/teams/${id}/delete`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v3/teams/${id}/delete`, headers: superAdmin.headers }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject('/api/v3/teams/fetch/acme-corp')).statusCode).toBe(404);
    const ownTeam = await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${superAdmin.team.id}/delete`,
      headers: superAdmin.headers,
    });
    expect(ownTeam.statusCode).toBe(409);
  });

  it('answers 440 without a session', async () => {
    expect((await app.inject('/api/v3/teams/list')).statusCode).toBe(440);
  });
});

describe('stage thresholds', () => {
  it('lets an admin set rising thresholds and restages learners at once', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const update = (stageThresholds: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/teams/${admin.team.id}/update`,
        headers: admin.headers,
        payload: { stageThresholds },
      });
    expect((await update([50, 40, 60])).json().message).toBe('Each stage must start above the one before it');
    const res = await update([0 + 1, 2, 3]);
    expect(res.json().stageThresholds).toEqual([1, 2, 3]);
    await app.inject({
      method: 'POST',
      url: `/api/v3/users/${admin.user.id}/wallet/adjust`,
      headers: admin.headers,
      payload: { points: 2, reason: 'test' },
    });
    const stageOf = async () =>
      (await app.inject({ url: `/api/v3/users/${admin.user.id}/myprofile`, headers: admin.headers })).json()
        .stage;
    expect(await stageOf()).toEqual({ stage: 3, name: 'Player' });
    await update(null);
    expect(await stageOf()).toEqual({ stage: 1, name: 'Newbie' });
  });
});
