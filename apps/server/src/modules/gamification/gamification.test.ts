import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users, wallets } from '../../db/schema';
import { runOutboxOnce } from '../../jobs/notice-outbox.job';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeTeam, makeUser } from '../../test/factories';
import { leaderboard } from './leaderboard.service';
import {
  appendToLedger,
  type LedgerEntry,
  recomputeFromLedger,
  removeFromLeaderboards,
  TEAM_SCOPE,
} from './ledger.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const team0 = { stageThresholds: null };
const earnFor = (
  teamId: string,
  userId: string,
  points: number,
  extra: Partial<LedgerEntry> = {},
): LedgerEntry => ({
  teamId,
  userId,
  source: 'admin',
  sourceId: null,
  eventUuid: randomUUID(),
  points,
  coins: 0,
  ...extra,
});
const append = (teamId: string, entries: LedgerEntry[]) =>
  app.db.transaction((tx) => appendToLedger(tx, { id: teamId, ...team0 }, entries));
const walletOf = async (userId: string) =>
  (await app.db.select().from(wallets).where(eq(wallets.userId, userId)))[0];

describe('the points ledger', () => {
  it('adds nothing for a replayed event', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const entry = earnFor(team.id, user.id, 40);
    await append(team.id, [entry]);
    await append(team.id, [entry]);
    expect(await walletOf(user.id)).toMatchObject({ points: 40, level: 1 });
  });

  it('moves levels at the SPEC boundaries and notifies on level-up', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    await append(team.id, [earnFor(team.id, user.id, 99)]);
    expect(await walletOf(user.id)).toMatchObject({ points: 99, level: 1, stage: 1 });
    await append(team.id, [earnFor(team.id, user.id, 1)]);
    expect(await walletOf(user.id)).toMatchObject({ points: 100, level: 2 });
    await append(team.id, [earnFor(team.id, user.id, 9899)]);
    expect(await walletOf(user.id)).toMatchObject({ points: 9999, level: 9, stage: 4 });
    await append(team.id, [earnFor(team.id, user.id, 1)]);
    expect(await walletOf(user.id)).toMatchObject({ points: 10000, level: 10 });
    // The notices wait in the notice outbox for the notice job, which delivers them.
    await runOutboxOnce({ db: app.db });
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Level up: Apprentice',
        'Level up: Mythic',
        'Level up: Ascendant',
        'New stage: Star',
      ]),
    );
  });

  it('earns points from a quiz through the tracker, once per event', async () => {
    const me = await makeSignedInUser(app);
    const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Yes?', answer: true }] };
    const { decks, course } = await makeCourse(app, me.team.id, {
      topics: [[{ category: 'assessment', content: quiz, settings: { maxPoints: 120 } }]],
    });
    const trackers = [
      {
        uuid: randomUUID(),
        name: 'DECK_COMPLETED',
        payload: { deckId: decks[0]?.id, responses: { q1: true } },
        time: new Date().toISOString(),
      },
    ];
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers: me.headers,
        payload: { trackers },
      });
    await submit();
    await submit();
    const profile = (
      await app.inject({ url: `/api/v3/users/${me.user.id}/myprofile`, headers: me.headers })
    ).json();
    expect(profile).toMatchObject({
      points: 120,
      level: { level: 2, name: 'Apprentice', nextAt: 200 },
      rank: 1,
    });
    const wallet = await app.inject({
      url: `/api/v3/courses/${course.id}/leaderboards/wallet/${me.user.id}`,
      headers: me.headers,
    });
    expect(wallet.json()).toEqual({ points: 120, coins: 0 });
    const history = (
      await app.inject({ url: `/api/v3/analytics/${me.user.id}/pointsHistory`, headers: me.headers })
    ).json();
    expect(history).toEqual([expect.objectContaining({ points: 120, total: 120 })]);
  });
});

describe('leaderboards', () => {
  async function board(points: number[]) {
    const team = await makeTeam(app);
    const people = [];
    for (const p of points) {
      const user = await makeUser(app, team.id);
      if (p > 0) await append(team.id, [earnFor(team.id, user.id, p)]);
      people.push(user);
    }
    return { team, people };
  }

  it('ranks ties together and consistently, with the caller and their neighbours', async () => {
    const { team, people } = await board([50, 80, 80, 30, 10, 90, 20, 60, 40, 70, 5, 1, 2]);
    const me = people[7] as (typeof people)[number]; // 60 points
    const result = await leaderboard(app.db, {
      teamId: team.id,
      scope: TEAM_SCOPE,
      window: 'all',
      userId: me.id,
      limit: 5,
    });
    expect(result.top.map((r) => [r.rank, r.points])).toEqual([
      [1, 90],
      [2, 80],
      [2, 80],
      [4, 70],
      [5, 60],
    ]);
    expect(result.me).toMatchObject({ rank: 5, points: 60 });
    expect(result.around.map((r) => [r.rank, r.points])).toEqual([
      [1, 90],
      [2, 80],
      [2, 80],
      [4, 70],
      [6, 50],
      [7, 40],
      [8, 30],
      [9, 20],
      [10, 10],
    ]);
    expect(result.total).toBe(13);
    const tiedIds = result.top.filter((r) => r.points === 80).map((r) => r.userId);
    expect(tiedIds).toEqual([...tiedIds].sort());
  });

  it('keeps windows apart: the month starts on the 1st, the ISO week on Monday', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    await append(team.id, [
      earnFor(team.id, user.id, 30, { createdAt: new Date('2026-10-31T23:59:59Z') }),
      earnFor(team.id, user.id, 5, { createdAt: new Date('2026-11-01T00:00:00Z') }),
    ]);
    const at = (window: 'all' | 'month' | 'week') =>
      leaderboard(app.db, {
        teamId: team.id,
        scope: TEAM_SCOPE,
        window,
        userId: user.id,
        limit: 10,
        now: new Date('2026-11-01T12:00:00Z'),
      });
    expect((await at('all')).me?.points).toBe(35);
    expect((await at('month')).me?.points).toBe(5);
    // Saturday 31 October and Sunday 1 November are in the same ISO week.
    const weekly = await at('week');
    expect(weekly.period).toBe('w2026-44');
    expect(weekly.me?.points).toBe(35);
  });

  it('filters by segment and never mixes teams', async () => {
    const me = await makeSignedInUser(app);
    const colleague = await makeUser(app, me.team.id);
    const stranger = await makeSignedInUser(app);
    await app.db
      .update(users)
      .set({ details: { department: 'Sales' } })
      .where(eq(users.id, me.user.id));
    await append(me.team.id, [earnFor(me.team.id, me.user.id, 10), earnFor(me.team.id, colleague.id, 20)]);
    await append(stranger.team.id, [earnFor(stranger.team.id, stranger.user.id, 999)]);

    const all = (
      await app.inject({ url: '/api/v3/leaderboards/appleaderboard', headers: me.headers })
    ).json();
    expect(all.top.map((r: { userId: string }) => r.userId)).toEqual([colleague.id, me.user.id]);
    const sales = (
      await app.inject({
        url: '/api/v3/leaderboards/appleaderboard?segmentField=department&segmentValue=Sales',
        headers: me.headers,
      })
    ).json();
    expect(sales.top.map((r: { userId: string }) => r.userId)).toEqual([me.user.id]);
    const half = await app.inject({
      url: '/api/v3/leaderboards/appleaderboard?segmentField=department',
      headers: me.headers,
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('fixing derived totals', () => {
  it('recomputes the wallet from the ledger and reports the change', async () => {
    const me = await makeSignedInUser(app);
    await append(me.team.id, [earnFor(me.team.id, me.user.id, 150)]);
    await app.db.update(wallets).set({ points: 7, level: 1 }).where(eq(wallets.userId, me.user.id));
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/analytics/${me.user.id}/fixPointsHistory`,
      headers: me.headers,
    });
    expect(res.json()).toEqual({
      before: { points: 7, coins: 0, level: 1, stage: 1 },
      after: { points: 150, coins: 0, level: 2, stage: 1 },
      changed: true,
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/v3/analytics/${me.user.id}/fixPointsHistory`,
      headers: me.headers,
    });
    expect(again.json().changed).toBe(false);
  });

  it("does not let a learner fix another learner's totals", async () => {
    const me = await makeSignedInUser(app);
    const other = await makeUser(app, me.team.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/analytics/${other.id}/fixPointsHistory`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('points buckets', () => {
  it('always agree with counting the learners directly', async () => {
    const team = await makeTeam(app);
    const people: Awaited<ReturnType<typeof makeUser>>[] = [];
    for (let i = 0; i < 12; i++) people.push(await makeUser(app, team.id));
    for (let round = 0; round < 4; round++) {
      await append(
        team.id,
        people.map((p, i) => earnFor(team.id, p.id, ((i * 7 + round * 3) % 5) * 10)),
      );
    }
    await app.db.transaction((tx) =>
      recomputeFromLedger(tx, { id: team.id, stageThresholds: null }, people[0]?.id ?? ''),
    );
    await app.db.transaction((tx) => removeFromLeaderboards(tx, team.id, people[1]?.id ?? ''));
    const board = await leaderboard(app.db, {
      teamId: team.id,
      scope: TEAM_SCOPE,
      window: 'all',
      userId: people[2]?.id ?? '',
      limit: 20,
    });
    expect(board.total).toBe(11);
    for (const row of board.top) {
      const ahead = board.top.filter((other) => other.points > row.points).length;
      expect(row.rank, `rank of ${row.points}`).toBe(ahead + 1);
    }
  });
});
