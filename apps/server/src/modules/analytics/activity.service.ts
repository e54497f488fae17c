import type { Db } from '../../db/client';
import {
  type ActiveDay,
  ActiveDays,
  type ActivityCounter,
  countActivity,
  dayOfIso,
  type Granularity,
  isoDay,
  monthBounds,
  yearOf,
  yearStart,
  yearsTouched,
} from './activity.logic';
import type { LearnerYear } from './activity.repo';
import * as repo from './activity.repo';

/**
 * Folds queued tracker days (one entry per batch, in queue order) into the learners' active days
 * and the teams' per-period counters: a few statements for all of them. Only the queue's applier
 * calls it, one at a time across processes, so the learners' rows need no lock.
 */
export async function foldActivity(
  db: Db,
  batches: { teamId: string; userId: string; activity: ActiveDay[] }[],
) {
  const learners = new Map<string, { teamId: string; userId: string; activity: ActiveDay[] }>();
  for (const b of batches) {
    if (b.activity.length === 0) continue;
    const key = `${b.teamId}:${b.userId}`;
    const learner = learners.get(key) ?? { teamId: b.teamId, userId: b.userId, activity: [] };
    learner.activity.push(...b.activity);
    learners.set(key, learner);
  }
  if (learners.size === 0) return;
  const keys = [...learners.values()].flatMap(({ teamId, userId, activity }) =>
    [...new Set(activity.flatMap((a) => yearsTouched(a.day)))].map((year) => ({ teamId, userId, year })),
  );
  const stored = new Map<string, LearnerYear[]>();
  for (const row of await repo.learnerYears(db, keys)) {
    const key = `${row.teamId}:${row.userId}`;
    stored.set(key, [...(stored.get(key) ?? []), row]);
  }
  const changedYears: LearnerYear[] = [];
  const counters = new Map<string, ActivityCounter & { teamId: string }>();
  for (const [key, { teamId, userId, activity }] of learners) {
    const active = new ActiveDays(stored.get(key) ?? []);
    for (const c of countActivity(active, activity)) {
      const counterKey = `${teamId}:${c.granularity}:${c.period}`;
      const sum = counters.get(counterKey);
      counters.set(
        counterKey,
        sum
          ? {
              ...sum,
              activeLearners: sum.activeLearners + c.activeLearners,
              sessions: sum.sessions + c.sessions,
            }
          : { ...c, teamId },
      );
    }
    for (const year of active.changed) changedYears.push({ teamId, userId, ...active.row(year) });
  }
  await repo.saveLearnerYears(db, changedYears);
  await repo.addActivity(db, [...counters.values()]);
}

export interface Range {
  from: string;
  to: string;
}

/** Distinct active learners and sessions over the whole range, for the whole team. */
export async function teamActivityTotals(db: Db, teamId: string, range: Range) {
  const [first, last] = [dayOfIso(range.from), dayOfIso(range.to)];
  const slices: { year: number; first: number; last: number }[] = [];
  for (let year = yearOf(first); year <= yearOf(last); year++) {
    const start = yearStart(year);
    slices.push({
      year,
      first: Math.max(first, start) - start + 1,
      last: Math.min(last, yearStart(year + 1) - 1) - start + 1,
    });
  }
  const [activeLearners, sessions] = await Promise.all([
    repo.learnersActiveIn(db, teamId, slices),
    repo.sessionsBetween(db, teamId, range),
  ]);
  return { activeLearners, sessions };
}

/**
 * Active learners and sessions per period of the range, for the whole team. A week or month the
 * range cuts counts only its days inside the range, from the learners' days.
 */
export async function teamActivityByPeriod(db: Db, teamId: string, range: Range, granularity: Granularity) {
  const rows = await repo.activityCounters(db, teamId, range, granularity);
  const periodEnd = (start: number) =>
    granularity === 'day' ? start : granularity === 'week' ? start + 6 : monthBounds(start)[1];
  return Promise.all(
    rows.map(async (row) => {
      const start = dayOfIso(row.period);
      const end = periodEnd(start);
      if (start >= dayOfIso(range.from) && end <= dayOfIso(range.to)) return row;
      const clipped = {
        from: start < dayOfIso(range.from) ? range.from : row.period,
        to: end > dayOfIso(range.to) ? range.to : isoDay(end),
      };
      const totals = await teamActivityTotals(db, teamId, clipped);
      return { period: row.period, active_learners: totals.activeLearners, sessions: totals.sessions };
    }),
  );
}

/** The team's activity counters recounted from its stored events (see `rebuildTeamActivity`). */
export const rebuildActivityCounters = repo.rebuildTeamActivity;
