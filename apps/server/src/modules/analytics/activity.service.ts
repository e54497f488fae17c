import type { Db } from '../../db/client';
import {
  ActiveDays,
  countActivity,
  dayOfIso,
  epochDay,
  type Granularity,
  isoDay,
  monthBounds,
  yearOf,
  yearStart,
  yearsTouched,
} from './activity.logic';
import * as repo from './activity.repo';
import { counterSlot } from './aggregates.logic';

/**
 * Keeps the team's activity counters in step with a learner's new tracker events, inside the
 * transaction that stores them (called by the progress ingest).
 */
export async function recordActivity(
  db: Db,
  teamId: string,
  userId: string,
  events: { name: string; at: Date }[],
) {
  if (events.length === 0) return;
  const days = events.map((e) => ({ day: epochDay(e.at), session: e.name === 'SESSION_STARTED' }));
  const years = [...new Set(days.flatMap((d) => yearsTouched(d.day)))];
  const active = new ActiveDays(await repo.lockYears(db, teamId, userId, years));
  const counters = countActivity(active, days);
  await repo.saveYears(
    db,
    teamId,
    userId,
    [...active.changed].map((year) => active.row(year)),
  );
  await repo.addActivity(db, teamId, counterSlot(userId), counters);
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

/** Recounts the team's activity counters from its stored events (older data, bench seeds). */
export const rebuildTeamActivity = repo.rebuildTeamActivity;
