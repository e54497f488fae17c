import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { updateUser } from '../users/service';
import { leaderboard } from './leaderboard.service';
import { appendToLedger, TEAM_SCOPE } from './ledger.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Learner = { id: string; points: number };

async function earn(teamId: string, userId: string, points: number) {
  const entry = {
    teamId,
    userId,
    source: 'admin' as const,
    sourceId: null,
    eventUuid: randomUUID(),
    points,
    coins: 0,
  };
  await app.db.transaction((tx) => appendToLedger(tx, { id: teamId, stageThresholds: null }, [entry]));
}

const board = (teamId: string, userId: string, department: string, window: 'all' | 'week' = 'all') =>
  leaderboard(app.db, {
    teamId,
    scope: TEAM_SCOPE,
    window,
    userId,
    limit: 6,
    segment: { field: 'department', value: department },
  });

/**
 * Every learner of the department's board gets the top rows, rank, neighbours and total that ranking
 * the department's learners alone gives (equal points share a rank, in user-id order); a learner of
 * another department sees the same top rows and total, without a row of their own.
 */
async function expectRanked(teamId: string, department: string, people: Learner[], outsider: string) {
  const order = [...people].sort((a, b) => b.points - a.points || (a.id < b.id ? -1 : 1));
  const rankOf = (p: number) => 1 + order.filter((o) => o.points > p).length;
  const expected = (o: Learner) => [o.id, rankOf(o.points), o.points];
  const top = order.slice(0, 6).map(expected);
  for (const window of ['all', 'week'] as const) {
    for (const [i, me] of order.entries()) {
      const seen = await board(teamId, me.id, department, window);
      expect(seen.total).toBe(people.length);
      expect(seen.top.map((r) => [r.userId, r.rank, r.points])).toEqual(top);
      expect([seen.me?.userId, seen.me?.rank, seen.me?.points]).toEqual(expected(me));
      const around = [...order.slice(Math.max(0, i - 5), i), ...order.slice(i + 1, i + 6)];
      expect(seen.around.map((r) => [r.userId, r.rank, r.points])).toEqual(around.map(expected));
    }
    const fromOutside = await board(teamId, outsider, department, window);
    expect(fromOutside).toMatchObject({ total: people.length, me: null, around: [] });
    expect(fromOutside.top.map((r) => [r.userId, r.rank, r.points])).toEqual(top);
  }
}

describe('segment leaderboards', () => {
  it('rank a department as a ranking of its learners alone, and follow a learner who moves', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const teamId = admin.team.id;
    // Sales has runs of ties longer than the five rows shown each side of the caller.
    const sales = [60, 50, 50, 50, ...Array(7).fill(30), 20, 20, 10, 5];
    const ops = [40, 30, 30, 10];
    const people: (Learner & { department: string })[] = [];
    for (const [department, points] of [
      ...sales.map((p) => ['Sales', p] as const),
      ...ops.map((p) => ['Ops', p] as const),
    ]) {
      const user = await makeUser(app, teamId);
      people.push({ id: user.id, points, department });
    }
    // Half the points before the learners have a department (their details are set afterwards
    // and bring their scores along), half after (each entry then scores on the department too).
    for (const p of people) await earn(teamId, p.id, Math.ceil(p.points / 2));
    for (const p of people) {
      await updateUser(app.db, p.id, { details: { department: p.department, company: 'Acme' } });
    }
    for (const p of people) if (p.points > 1) await earn(teamId, p.id, Math.floor(p.points / 2));
    const of = (department: string) => people.filter((p) => p.department === department);
    const opsLearner = of('Ops')[0]?.id ?? '';
    const salesLearner = of('Sales')[0]?.id ?? '';
    await expectRanked(teamId, 'Sales', of('Sales'), opsLearner);
    await expectRanked(teamId, 'Ops', of('Ops'), salesLearner);

    // A learner tied with others moves from Sales to Ops through the admin's edit: Sales loses them,
    // Ops ranks them among its own.
    const mover = of('Sales').find((p) => p.points === 30) as (typeof people)[number];
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${mover.id}/update/super`,
      headers: admin.headers,
      payload: { details: { department: 'Ops', company: 'Acme' } },
    });
    expect(moved.statusCode).toBe(200);
    mover.department = 'Ops';
    await expectRanked(teamId, 'Sales', of('Sales'), mover.id);
    await expectRanked(teamId, 'Ops', of('Ops'), salesLearner);

    // Points earned after the move count on the new board only.
    await earn(teamId, mover.id, 15);
    mover.points += 15;
    await expectRanked(teamId, 'Ops', of('Ops'), salesLearner);
    expect((await board(teamId, salesLearner, 'Sales')).total).toBe(of('Sales').length);

    // Deactivated, the learner leaves the segment's board; reactivated, they are back on it.
    const edit = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/users/${mover.id}/update/super`,
        headers: admin.headers,
        payload,
      });
    expect((await edit({ active: false })).statusCode).toBe(200);
    expect((await board(teamId, salesLearner, 'Ops')).total).toBe(of('Ops').length - 1);
    expect((await edit({ active: true })).statusCode).toBe(200);
    await expectRanked(teamId, 'Ops', of('Ops'), salesLearner);

    // Without a department, the learner is on no department's board (the company's stays).
    expect((await edit({ details: { company: 'Acme' } })).statusCode).toBe(200);
    mover.department = '';
    await expectRanked(teamId, 'Ops', of('Ops'), mover.id);
    const company = await leaderboard(app.db, {
      teamId,
      scope: TEAM_SCOPE,
      window: 'all',
      userId: mover.id,
      limit: 100,
      segment: { field: 'company', value: 'Acme' },
    });
    expect(company.total).toBe(people.length);
    expect(company.me?.points).toBe(mover.points);
  });

  it("never shows another team's learners, whoever asks", async () => {
    const me = await makeSignedInUser(app);
    const stranger = await makeSignedInUser(app);
    for (const who of [me, stranger]) {
      await updateUser(app.db, who.user.id, { details: { department: 'Sales' } });
    }
    await earn(me.team.id, me.user.id, 10);
    await earn(stranger.team.id, stranger.user.id, 999);
    const url = '/api/v3/leaderboards/appleaderboard?segmentField=department&segmentValue=Sales';
    const mine = (await app.inject({ url, headers: me.headers })).json();
    expect(mine).toMatchObject({ total: 1, me: { userId: me.user.id, rank: 1, points: 10 } });
    expect(mine.top.map((r: { userId: string }) => r.userId)).toEqual([me.user.id]);
    const theirs = (await app.inject({ url, headers: stranger.headers })).json();
    expect(theirs).toMatchObject({ total: 1, me: { userId: stranger.user.id, rank: 1, points: 999 } });
    expect(theirs.top.map((r: { userId: string }) => r.userId)).toEqual([stranger.user.id]);
  });
});
