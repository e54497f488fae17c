/**
 * SPEC §4 "Session": session counting and the learner's day history.
 *
 * Days are plain `YYYY-MM-DD` strings compared lexicographically (which is calendar order); the
 * caller computes "today" in the team's or user's timezone. No other date arithmetic happens here.
 *
 * How the SPEC text is read:
 * - A session-started event is due when today is later than the last recorded session day. That
 *   day comes "from the user or local storage": the `lastSessionDay` argument, or the learner's
 *   `lastSessionDate` when it is null or not given. No (or an unreadable) recorded day -> due.
 * - The session count rises, and lastSessionDate becomes today, when the learner's own
 *   lastSessionDate is before today (or missing). With no `lastSessionDay` argument the two
 *   conditions are the same; SPEC states them separately, so they are kept separate.
 * - "Learner history" is the learner's activity for one day (LearnerDay). A new day (the event is
 *   due) resets it to an empty record for today; otherwise it is replaced by the activity given
 *   (an empty record for today if none is given).
 */
import { type LearnerState, nonNegative, normalizeLearnerState } from './types.ts';

/** The learner's activity on one day: the "history" of the learner state. */
export interface LearnerDay {
  /** YYYY-MM-DD. */
  day: string;
  /** Seconds spent learning that day. */
  timeSpent: number;
  /** Points earned that day. */
  points: number;
}

export interface SessionStart {
  /** A SESSION_STARTED tracker event should be queued. */
  sessionStarted: boolean;
  learner: LearnerState;
  history: LearnerDay;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && ISO_DAY.test(value);
}

/** The YYYY-MM-DD day of a day or ISO date-time string (its first ten characters), else undefined. */
export function toIsoDay(value: string | null | undefined): string | undefined {
  return value ? ISO_DAY_PREFIX.exec(value)?.[1] : undefined;
}

/** An empty day record. */
export function emptyLearnerDay(day: string): LearnerDay {
  return { day, timeSpent: 0, points: 0 };
}

/** Is `today` later than `day`? A missing day counts as long ago. */
function isLaterThan(today: string, day: string | undefined): boolean {
  return day === undefined || today > day;
}

/** Start (or resume) a session on `today` (YYYY-MM-DD). Throws a RangeError for a malformed today. */
export function applySessionStart(
  learner: LearnerState,
  today: string,
  lastSessionDay?: string | null,
  activity?: LearnerDay,
): SessionStart {
  if (!isIsoDay(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  const before = normalizeLearnerState(learner);
  const learnerDay = toIsoDay(before.lastSessionDate);
  const recordedDay = lastSessionDay == null ? learnerDay : toIsoDay(lastSessionDay);

  const sessionStarted = isLaterThan(today, recordedDay);
  const counts = isLaterThan(today, learnerDay);
  const after: LearnerState = counts
    ? { ...before, sessions: before.sessions + 1, lastSessionDate: today }
    : before;
  const history = !sessionStarted && activity ? normalizeDay(activity) : emptyLearnerDay(today);
  return { sessionStarted, learner: after, history };
}

/**
 * Add activity to the day history: to the same record when it is for `today`, otherwise to a fresh
 * record for today (the day rolled over).
 */
export function addDayActivity(
  history: LearnerDay | undefined,
  today: string,
  activity: { timeSpent?: number; points?: number },
): LearnerDay {
  const base = history && history.day === today ? normalizeDay(history) : emptyLearnerDay(today);
  return {
    day: today,
    timeSpent: base.timeSpent + nonNegative(activity.timeSpent),
    points: base.points + nonNegative(activity.points),
  };
}

function normalizeDay(day: LearnerDay): LearnerDay {
  return { day: day.day, timeSpent: nonNegative(day.timeSpent), points: nonNegative(day.points) };
}
