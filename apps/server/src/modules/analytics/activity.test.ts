import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsLearnerDays, analyticsTeamActivity } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser } from '../../test/factories';
import { ingestBatch } from '../progress/ingest';
import { teamActivityByPeriod, teamActivityTotals } from './activity.service';
import { applyQueuedChanges, rebuildTeamActivity } from './aggregates.service';
import { activityByPeriod, activityTotals } from './team.repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Around a new year whose ISO week 1 starts in December (2024-12-30 is a Monday). */
const WINDOW_START = Date.parse('2024-12-10T00:00:00Z');
const WINDOW_HOURS = 24 * 60;
const hourIn = fc.nat(WINDOW_HOURS);
const day = (hour: number) => new Date(WINDOW_START + hour * 3_600_000).toISOString().slice(0, 10);

const batch = fc.record({
  learner: fc.nat(2),
  events: fc.array(fc.record({ hour: hourIn, session: fc.boolean(), minute: fc.nat(59) }), {
    minLength: 1,
    maxLength: 4,
  }),
  resend: fc.boolean(),
});

const range = fc
  .tuple(hourIn, hourIn, fc.constantFrom('day' as const, 'week' as const, 'month' as const))
  .map(([a, b, granularity]) => ({ from: day(Math.min(a, b)), to: day(Math.max(a, b)), granularity }));

const rowsOf = async (teamId: string) => ({
  days: (await app.db.select().from(analyticsLearnerDays).where(eq(analyticsLearnerDays.teamId, teamId)))
    .filter((r) => r.days.includes('1'))
    .map((r) => `${r.userId}:${r.year}:${r.days}`)
    .sort(),
  // Summed over the counter slots (the rebuild puts everything in slot 0).
  counters: (
    await app.db
      .select({
        granularity: analyticsTeamActivity.granularity,
        period: analyticsTeamActivity.period,
        activeLearners: sql<number>`sum(${analyticsTeamActivity.activeLearners})::int`,
        sessions: sql<number>`sum(${analyticsTeamActivity.sessions})::int`,
      })
      .from(analyticsTeamActivity)
      .where(eq(analyticsTeamActivity.teamId, teamId))
      .groupBy(analyticsTeamActivity.granularity, analyticsTeamActivity.period)
  )
    .map((r) => `${r.granularity}:${r.period}:${r.activeLearners}:${r.sessions}`)
    .sort(),
});

describe('live team activity counters', () => {
  it('equal a full recount of the tracker events for any range and granularity', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(batch, { minLength: 1, maxLength: 8 }),
        fc.array(range, { minLength: 1, maxLength: 4 }),
        async (batches, ranges) => {
          const team = await makeTeam(app);
          const learners = await Promise.all([0, 1, 2].map(() => makeUser(app, team.id)));
          for (const b of batches) {
            const trackers = b.events.map((e) => ({
              uuid: randomUUID(),
              name: e.session ? 'SESSION_STARTED' : 'LOGIN',
              time: new Date(WINDOW_START + e.hour * 3_600_000 + e.minute * 60_000).toISOString(),
              payload: {},
            }));
            const learner = { user: learners[b.learner] as (typeof learners)[number], team };
            await ingestBatch(app.db, learner, trackers as never);
            // A queue sent twice: its events are stored and counted once.
            if (b.resend) await ingestBatch(app.db, learner, trackers as never);
          }
          await applyQueuedChanges(app.db);
          const audience = { teamId: team.id, scope: 'team' as const, learnerIds: null, ownerId: null };
          for (const r of ranges) {
            const live = await teamActivityByPeriod(app.db, team.id, r, r.granularity);
            expect(live).toEqual(await activityByPeriod(app.db, audience, r, r.granularity));
            expect(await teamActivityTotals(app.db, team.id, r)).toEqual(
              await activityTotals(app.db, audience, r),
            );
          }
          const incremental = await rowsOf(team.id);
          await rebuildTeamActivity(app.db, team.id);
          expect(await rowsOf(team.id)).toEqual(incremental);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
