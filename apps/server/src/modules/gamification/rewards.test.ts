import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { updateTeam } from '../teams/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function coinTeam() {
  const learner = await makeSignedInUser(app);
  const admin = await makeSignedInUser(app, { license: 'Admin', teamId: learner.team.id });
  await updateTeam(
    app.db,
    { teamId: learner.team.id, license: { license_type: 'SuperAdmin', isManager: false } },
    learner.team.id,
    {
      features: { coins: true },
    },
  );
  return { learner, admin };
}
const give = (admin: { headers: Record<string, string> }, userId: string, coins: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/users/${userId}/wallet/adjust`,
    headers: admin.headers,
    payload: { points: 0, coins, reason: 'Welcome gift' },
  });
const create = (admin: { headers: Record<string, string> }, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v3/rewards/create', headers: admin.headers, payload: body });

describe('rewards', () => {
  it('answers prices, stock and adjustments beyond what a wallet holds with 400, not a database error', async () => {
    const { learner, admin } = await coinTeam();
    for (const body of [
      { name: 'Yacht', costCoins: 2 ** 31 },
      { name: 'Mug', costCoins: 5, stock: Number.MAX_SAFE_INTEGER },
      { name: 'Mug', costCoins: 5, image: 'javascript:alert(1)' },
    ])
      expect((await create(admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await give(admin, learner.user.id, -(2 ** 53 - 1))).statusCode).toBe(400);
    expect((await give(admin, learner.user.id, 1_000_000)).statusCode).toBe(200);
  });

  it('lets a learner buy a reward with coins, never below zero', async () => {
    const { learner, admin } = await coinTeam();
    const reward = (await create(admin, { name: 'Coffee voucher', costCoins: 30 })).json();
    await give(admin, learner.user.id, 50);
    const redeem = () =>
      app.inject({ method: 'POST', url: `/api/v3/rewards/${reward._id}/redeem`, headers: learner.headers });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Coffee voucher', coins: 30, balance: 20 });
    const second = await redeem();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You do not have enough coins for this reward.');
    const profile = (
      await app.inject({ url: `/api/v3/users/${learner.user.id}/myprofile`, headers: learner.headers })
    ).json();
    expect(profile.coins).toBe(20);
    expect(profile.achievements).toEqual([
      expect.objectContaining({ kind: 'reward', title: 'Coffee voucher' }),
    ]);
  });

  it('does not let concurrent redemptions overspend or oversell', async () => {
    const { learner, admin } = await coinTeam();
    const reward = (await create(admin, { name: 'Hoodie', costCoins: 40, stock: 5 })).json();
    await give(admin, learner.user.id, 100);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: `/api/v3/rewards/${reward._id}/redeem`, headers: learner.headers }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const profile = (
      await app.inject({ url: `/api/v3/users/${learner.user.id}/myprofile`, headers: learner.headers })
    ).json();
    expect(profile.coins).toBe(20);
    const list = (await app.inject({ url: '/api/v3/rewards/list', headers: learner.headers })).json();
    expect(list[0].stock).toBe(3);
  });

  it('refuses redemptions when the team has coins off, and catalog changes by learners', async () => {
    const learner = await makeSignedInUser(app);
    const admin = await makeSignedInUser(app, { license: 'Admin', teamId: learner.team.id });
    const reward = (await create(admin, { name: 'Mug', costCoins: 1 })).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/rewards/${reward._id}/redeem`,
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Coins are not available for this team.');
    expect((await create(learner, { name: 'Free stuff', costCoins: 1 })).statusCode).toBe(403);
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/rewards/${reward._id}/delete`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('earns a coin per point when coins are on', async () => {
    const { learner } = await coinTeam();
    const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Yes?', answer: true }] };
    const { decks } = await makeCourse(app, learner.team.id, {
      topics: [[{ category: 'assessment', content: quiz, settings: { maxPoints: 40 } }]],
    });
    await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: learner.headers,
      payload: {
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            payload: { deckId: decks[0]?.id, responses: { q1: true } },
            time: new Date().toISOString(),
          },
        ],
      },
    });
    const profile = (
      await app.inject({ url: `/api/v3/users/${learner.user.id}/myprofile`, headers: learner.headers })
    ).json();
    expect(profile).toMatchObject({ points: 40, coins: 40 });
  });
});
