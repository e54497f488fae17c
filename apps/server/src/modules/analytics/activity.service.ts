import type { Db } from '../../db/client';
import { dayOfIso, type Granularity, isoDay, monthBounds, yearOf, yearStart } from './activity.logic';
import * as repo from './activity.repo';
import { BatchCounters } from './batch-counters.service';

/**
 * Keeps the team's activity counters in step with a learner's new tracker events, inside the
 * caller's transaction (the ingest gathers them with the rest of its batch in `BatchCounters`).
 */
export async function recordActivity(
  db: Db,
  teamId: string,
  userId: string,
  events: { name: string; at: Date }[],
) {
  const counters = new BatchCounters(teamId, userId);
  await counters.countEvents(db, events);
  await counters.save(db);
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
