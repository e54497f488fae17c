import type { Db } from '../../db/client';
import { type Audience, completionBySegment, learnerCount, pointsBuckets } from './team.repo';
import * as snapshots from './team-snapshot.repo';

/** How old the team-wide snapshot may get before a read claims its recount. */
export const SNAPSHOT_LAG_MS = 60_000;
/** A claim a crashed process left behind expires after this. */
const CLAIM_MS = 5 * 60_000;

export interface TeamFigures {
  learners: number;
  segments: Awaited<ReturnType<typeof completionBySegment>>;
  buckets: Awaited<ReturnType<typeof pointsBuckets>>;
}

async function recount(db: Db, audience: Audience): Promise<TeamFigures> {
  const [learners, segments, buckets] = await Promise.all([
    learnerCount(db, audience),
    completionBySegment(db, audience),
    pointsBuckets(db, audience),
  ]);
  return { learners, segments, buckets };
}

const wholeTeam = (teamId: string): Audience => ({ teamId, scope: 'team', learnerIds: null, ownerId: null });

/** Recounts the team's figures and stores them. */
export async function refreshTeamSnapshot(db: Db, teamId: string, now = new Date()) {
  const figures = await recount(db, wholeTeam(teamId));
  await snapshots.saveSnapshot(db, teamId, figures, now);
  return figures;
}

/** Recounts under way in this process (tests wait for them). */
export const refreshing = new Set<Promise<unknown>>();

/**
 * Learners, completion by segment and points distribution for an audience. The whole team reads
 * its snapshot (at most SNAPSHOT_LAG_MS old, plus one recount): the first read after it is stale
 * answers with it and claims the recount, which runs once across processes after the answer.
 * Audiences limited to some learners or some content are counted directly.
 */
export async function teamFigures(db: Db, audience: Audience, now = new Date()): Promise<TeamFigures> {
  if (audience.learnerIds !== null || audience.ownerId !== null) return recount(db, audience);
  const snapshot = await snapshots.readSnapshot(db, audience.teamId);
  if (!snapshot) return refreshTeamSnapshot(db, audience.teamId, now);
  const staleBefore = new Date(now.getTime() - SNAPSHOT_LAG_MS);
  const until = new Date(now.getTime() + CLAIM_MS);
  if (
    snapshot.refreshedAt < staleBefore &&
    (await snapshots.claimRefresh(db, audience.teamId, staleBefore, now, until))
  ) {
    const run = refreshTeamSnapshot(db, audience.teamId).catch(() =>
      snapshots.releaseClaim(db, audience.teamId),
    );
    refreshing.add(run);
    void run.finally(() => refreshing.delete(run));
  }
  return snapshot.figures as TeamFigures;
}
