/**
 * Team activity counters from a learner's events: which days, ISO weeks and months an event makes
 * the learner active in for the first time. Days are counted from 1970-01-01 in UTC, as the
 * PostgreSQL day of `occurred_at at time zone 'UTC'`.
 */

const DAY_MS = 86_400_000;
/** Bits of one year's row: day 0 (1 January) to day 365 (31 December of a leap year). */
export const YEAR_BITS = 366;

export type Granularity = 'day' | 'week' | 'month';

export const epochDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS);
/** YYYY-MM-DD of a day number. */
export const isoDay = (day: number) => dateOf(day).toISOString().slice(0, 10);
export const dayOfIso = (iso: string) => epochDay(new Date(`${iso}T00:00:00Z`));
export const yearOf = (day: number) => dateOf(day).getUTCFullYear();
export const yearStart = (year: number) => Date.UTC(year, 0, 1) / DAY_MS;
/** The Monday of the day's ISO week (1970-01-01 was a Thursday). */
export const weekStart = (day: number) => day - ((((day + 3) % 7) + 7) % 7);
export function monthBounds(day: number): [number, number] {
  const date = dateOf(day);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  return [Date.UTC(year, month, 1) / DAY_MS, Date.UTC(year, month + 1, 1) / DAY_MS - 1];
}

/** A day a learner sent an event on, and whether the event started a session. */
export interface ActiveDay {
  day: number;
  session: boolean;
}

/** The days of tracker events, as the activity counters count them. */
export const activeDaysOf = (events: { name: string; at: Date }[]): ActiveDay[] =>
  events.map((e) => ({ day: epochDay(e.at), session: e.name === 'SESSION_STARTED' }));

/** The years whose rows an event on this day reads: its own and those its ISO week reaches into. */
export const yearsTouched = (day: number) => [yearOf(weekStart(day)), yearOf(weekStart(day) + 6)];

/** A learner's active days, one string of YEAR_BITS 0s and 1s per year. */
export class ActiveDays {
  private readonly years: Map<number, string[]>;
  readonly changed = new Set<number>();

  constructor(rows: { year: number; days: string }[]) {
    this.years = new Map(rows.map((r) => [r.year, [...r.days.padEnd(YEAR_BITS, '0')]]));
  }

  has(day: number) {
    return this.years.get(yearOf(day))?.[day - yearStart(yearOf(day))] === '1';
  }

  anyIn(from: number, to: number) {
    for (let day = from; day <= to; day++) if (this.has(day)) return true;
    return false;
  }

  add(day: number) {
    const year = yearOf(day);
    const bits = this.years.get(year) ?? Array.from({ length: YEAR_BITS }, () => '0');
    bits[day - yearStart(year)] = '1';
    this.years.set(year, bits);
    this.changed.add(year);
  }

  row(year: number) {
    return { year, days: (this.years.get(year) ?? []).join('') };
  }
}

export interface ActivityCounter {
  granularity: Granularity;
  period: string;
  activeLearners: number;
  sessions: number;
}

/**
 * What a learner's new events (their days, and whether each started a session) add to the team's
 * per-period counters; marks the new days in `active`.
 */
export function countActivity(active: ActiveDays, events: ActiveDay[]) {
  const counters = new Map<string, ActivityCounter>();
  const bump = (granularity: Granularity, start: number, field: 'activeLearners' | 'sessions') => {
    const period = isoDay(start);
    const key = `${granularity}:${period}`;
    const counter = counters.get(key) ?? { granularity, period, activeLearners: 0, sessions: 0 };
    counter[field] += 1;
    counters.set(key, counter);
  };
  for (const { day, session } of [...events].sort((a, b) => a.day - b.day)) {
    const [week, [monthFirst, monthLast]] = [weekStart(day), monthBounds(day)];
    if (!active.has(day)) {
      bump('day', day, 'activeLearners');
      if (!active.anyIn(week, week + 6)) bump('week', week, 'activeLearners');
      if (!active.anyIn(monthFirst, monthLast)) bump('month', monthFirst, 'activeLearners');
      active.add(day);
    }
    if (session) {
      bump('day', day, 'sessions');
      bump('week', week, 'sessions');
      bump('month', monthFirst, 'sessions');
    }
  }
  return [...counters.values()];
}
