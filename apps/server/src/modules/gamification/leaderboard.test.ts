import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser } from '../../test/factories';
import { leaderboard } from './leaderboard.service';
import { appendToLedger, TEAM_SCOPE } from './ledger.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('a leaderboard with long runs of ties', () => {
  it('gives every learner the rank, neighbours and total that ranking the whole board gives', async () => {
    const team = await makeTeam(app);
    // Runs of ties longer than the five rows shown each side of the caller, and short ones.
    const points = [60, 50, 50, 50, ...Array(13).fill(30), 20, 20, 20, 20, 10, 10, 5];
    const people: { id: string; points: number }[] = [];
    for (const p of points) {
      const user = await makeUser(app, team.id);
      const entry = {
        teamId: team.id,
        userId: user.id,
        source: 'admin' as const,
        sourceId: null,
        eventUuid: randomUUID(),
        points: p,
        coins: 0,
      };
      await app.db.transaction((tx) => appendToLedger(tx, { id: team.id, stageThresholds: null }, [entry]));
      people.push({ id: user.id, points: p });
    }
    const order = [...people].sort((a, b) => b.points - a.points || (a.id < b.id ? -1 : 1));
    const rankOf = (p: number) => 1 + order.filter((o) => o.points > p).length;
    const expected = (o: { id: string; points: number }) => [o.id, rankOf(o.points), o.points];

    for (const [i, me] of order.entries()) {
      const board = await leaderboard(app.db, {
        teamId: team.id,
        scope: TEAM_SCOPE,
        window: 'all',
        userId: me.id,
        limit: 6,
      });
      expect(board.total).toBe(people.length);
      expect(board.top.map((r) => [r.userId, r.rank, r.points])).toEqual(order.slice(0, 6).map(expected));
      expect([board.me?.userId, board.me?.rank, board.me?.points]).toEqual(expected(me));
      const around = [...order.slice(Math.max(0, i - 5), i), ...order.slice(i + 1, i + 6)];
      expect(board.around.map((r) => [r.userId, r.rank, r.points])).toEqual(around.map(expected));
    }
  });
});
