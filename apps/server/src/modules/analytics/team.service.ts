import {
  type ContentCompletion,
  POINTS_BUCKETS,
  type TeamAnalytics,
  type TeamAnalyticsQuery,
} from '@lp/shared/analytics/team';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { reportIds } from '../users/hierarchy.service';
import { teamActivityByPeriod, teamActivityTotals } from './activity.service';
import type { Audience } from './team.repo';
import * as repo from './team.repo';
import { teamFigures } from './team-snapshot.service';

export type { Audience } from './team.repo';

/** The signed-in user of an analytics request. */
export interface AnalyticsCaller {
  user: UserRow;
  team: TeamRow;
}

const holder = (user: UserRow) => ({
  license: { license_type: user.licenseType, isManager: user.isManager },
});

/** Admins and super admins see the whole team (builder cross access). */
export const seesWholeTeam = (user: UserRow) => can(holder(user), 'builder.crossAccess');
/** Creators, admins and super admins (SPEC §6 "universal analytics"). */
export const isAnalyst = (user: UserRow) => can(holder(user), 'analytics.universal');

/**
 * Whose figures the caller sees: an admin the team; a creator the learners of their own content; a
 * manager (who is not also an analyst) their reports, every level below them. Anyone else: 403.
 */
export async function audienceFor(db: Db, caller: AnalyticsCaller): Promise<Audience> {
  const { user } = caller;
  const teamId = user.teamId;
  if (seesWholeTeam(user)) return { teamId, scope: 'team', learnerIds: null, ownerId: null };
  if (isAnalyst(user)) return { teamId, scope: 'ownContent', learnerIds: null, ownerId: user.id };
  if (user.isManager)
    return { teamId, scope: 'reports', learnerIds: await reportIds(db, teamId, user.id), ownerId: null };
  throw forbidden();
}

const TOP_CONTENT = 5;
const SEGMENT_VALUES_PER_FIELD = 10;

const rate = (completed: number, enrolled: number) =>
  enrolled === 0 ? 0 : Math.round((completed / enrolled) * 1000) / 10;

function rankContent(rows: Awaited<ReturnType<typeof repo.contentCompletion>>) {
  const content: ContentCompletion[] = rows.map((row) => ({
    courseId: row.course_id,
    name: row.name,
    kind: row.kind,
    enrolled: row.enrolled,
    completed: row.completed,
    completedInRange: row.completed_in_range,
    completionRate: rate(row.completed, row.enrolled),
  }));
  const withLearners = content.filter((c) => c.enrolled > 0);
  const top = [...withLearners]
    .sort(
      (a, b) =>
        b.completedInRange - a.completedInRange ||
        b.completionRate - a.completionRate ||
        a.name.localeCompare(b.name),
    )
    .slice(0, TOP_CONTENT);
  const least = [...withLearners]
    .sort(
      (a, b) =>
        a.completionRate - b.completionRate || b.enrolled - a.enrolled || a.name.localeCompare(b.name),
    )
    .slice(0, TOP_CONTENT);
  const enrolments = content.reduce((sum, c) => sum + c.enrolled, 0);
  const completionsInRange = content.reduce((sum, c) => sum + c.completedInRange, 0);
  return { top, least, enrolments, completionsInRange };
}

/** analytics/team: the team-wide figures of the range, for the caller's audience. */
export async function teamAnalytics(
  db: Db,
  caller: AnalyticsCaller,
  query: TeamAnalyticsQuery,
): Promise<TeamAnalytics> {
  const audience = await audienceFor(db, caller);
  const range = { from: query.from, to: query.to };
  // The live counters hold every learner; audiences limited to some learners are counted from the rows.
  const wholeTeam = audience.learnerIds === null && audience.ownerId === null;
  const allLearners = audience.learnerIds === null;
  const [activity, totals, content, figures] = await Promise.all([
    wholeTeam
      ? teamActivityByPeriod(db, audience.teamId, range, query.granularity)
      : repo.activityByPeriod(db, audience, range, query.granularity),
    wholeTeam ? teamActivityTotals(db, audience.teamId, range) : repo.activityTotals(db, audience, range),
    allLearners
      ? repo.contentCompletionFromTotals(db, audience, range)
      : repo.contentCompletion(db, audience, range),
    teamFigures(db, audience),
  ]);
  const { learners, segments, buckets } = figures;
  const ranked = rankContent(content);
  const perField = new Map<string, number>();
  const completionBySegment = segments.filter((row) => {
    const seen = perField.get(row.field) ?? 0;
    perField.set(row.field, seen + 1);
    return seen < SEGMENT_VALUES_PER_FIELD;
  });
  const learnersIn = new Map(buckets.map((b) => [Number(b.bucket), b.learners]));
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    scope: audience.scope,
    totals: {
      learners,
      activeLearners: totals.activeLearners,
      sessions: totals.sessions,
      enrolments: ranked.enrolments,
      completionsInRange: ranked.completionsInRange,
    },
    activity: activity.map((row) => ({
      period: row.period,
      activeLearners: row.active_learners,
      sessions: row.sessions,
    })),
    topContent: ranked.top,
    leastCompleted: ranked.least,
    completionBySegment,
    pointsDistribution: POINTS_BUCKETS.map((from, index) => ({
      from,
      to: index + 1 < POINTS_BUCKETS.length ? (POINTS_BUCKETS[index + 1] as number) - 1 : null,
      learners: learnersIn.get(index + 1) ?? 0,
    })),
  };
}
