import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTeamSnapshots, wallets } from '../../db/schema';
import { analyticsTeam } from '../../test/analytics-team';
import { createTestApp } from '../../test/app';
import { completionBySegment, learnerCount, pointsBuckets } from './team.repo';
import { claimRefresh } from './team-snapshot.repo';
import { refreshing, SNAPSHOT_LAG_MS, teamFigures } from './team-snapshot.service';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof analyticsTeam>>;
beforeAll(async () => {
  app = await createTestApp();
  t = await analyticsTeam(app);
});
afterAll(() => app.close());

const wholeTeam = () => ({ teamId: t.team.id, scope: 'team' as const, learnerIds: null, ownerId: null });
const recount = async () => ({
  learners: await learnerCount(app.db, wholeTeam()),
  segments: await completionBySegment(app.db, wholeTeam()),
  buckets: await pointsBuckets(app.db, wholeTeam()),
});

describe('team-wide snapshot', () => {
  it('equals a recount, answers stale for at most a minute, then is recounted once', async () => {
    const start = new Date();
    expect(await teamFigures(app.db, wholeTeam(), start)).toEqual(await recount());
    await app.db.update(wallets).set({ points: 6000 }).where(eq(wallets.userId, t.users.sales.id));
    const changed = await recount();

    const soon = new Date(start.getTime() + SNAPSHOT_LAG_MS / 2);
    expect(await teamFigures(app.db, wholeTeam(), soon)).not.toEqual(changed);
    expect(refreshing.size).toBe(0);

    const later = new Date(start.getTime() + SNAPSHOT_LAG_MS + 1000);
    const [first, second] = await Promise.all([
      teamFigures(app.db, wholeTeam(), later),
      teamFigures(app.db, wholeTeam(), later),
    ]);
    expect(first).toEqual(second);
    expect(refreshing.size).toBe(1);
    await Promise.all(refreshing);
    expect(await teamFigures(app.db, wholeTeam())).toEqual(changed);
  });

  it('lets one caller of many claim a stale recount', async () => {
    const old = new Date(Date.now() - 10 * SNAPSHOT_LAG_MS);
    await app.db
      .update(analyticsTeamSnapshots)
      .set({ refreshedAt: old, claimedUntil: null })
      .where(eq(analyticsTeamSnapshots.teamId, t.team.id));
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(
      [0, 1, 2, 3].map(() => claimRefresh(app.db, t.team.id, new Date(now.getTime() - 1000), now, until)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('counts a manager’s reports directly, without the snapshot', async () => {
    const audience = { ...wholeTeam(), scope: 'reports' as const, learnerIds: [t.users.sales.id] };
    expect((await teamFigures(app.db, audience)).learners).toBe(1);
  });
});
