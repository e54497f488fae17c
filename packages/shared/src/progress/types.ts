/**
 * Progress records (SPEC §3 "Progress record", "Learner state") and their normalisation
 * (SPEC §5 "Progress percentage capped at 100; missing numeric progress values default to 0").
 */
import { LIMITS } from '../constants.ts';

/** One learner's progress on one deck or article (and the base of topic, course and program records). */
export interface ProgressRecord {
  /** 0..100 (LIMITS.progressCap). */
  viewedPercentage: number;
  viewAttempts: number;
  /** Seconds. */
  timeSpent: number;
  score: number;
  points: number;
  coins: number;
  /** Sticky: once true it stays true. */
  completion: boolean;
  /** ISO date-time of the first completion; never changed afterwards. */
  completionDate: string | null;
}

/** Where the learner last was inside a course (SPEC §4 "lastPosition is stored"). */
export interface LastPosition {
  topicId: string;
  deckId: string;
}

/**
 * A record that rolls up children: a topic (children = decks), a course (children = topics) or a
 * program (children = courses). `subStates` maps a child id to its completion (sticky).
 */
export interface RollupRecord extends ProgressRecord {
  subStates: Record<string, boolean>;
  lastPosition: LastPosition | null;
}
export type TopicRecord = RollupRecord;
export type CourseRecord = RollupRecord;
export type ProgramRecord = RollupRecord;

/** The learner's totals (SPEC §3 "Learner state"). `lastSessionDate` is a YYYY-MM-DD day or null. */
export interface LearnerState {
  timeSpent: number;
  points: number;
  sessions: number;
  lastSessionDate: string | null;
}

/** A finite number, or 0 for anything missing or not finite (NaN, Infinity, non-numbers). */
export function numberOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A count or amount that cannot be negative: missing or negative -> 0. */
export function nonNegative(value: unknown): number {
  return Math.max(0, numberOrZero(value));
}

/** A percentage clamped to 0..LIMITS.progressCap; missing -> 0. */
export function clampPercentage(value: unknown): number {
  return Math.min(LIMITS.progressCap, nonNegative(value));
}

/**
 * A complete record from a partial one: missing or non-finite numbers become 0, negative numbers
 * become 0 (no progress number can be negative), viewedPercentage is clamped to 0..100, and an
 * incomplete record has no completionDate.
 */
export function normalizeRecord(partial?: Partial<ProgressRecord> | null): ProgressRecord {
  const p = partial ?? {};
  const completion = p.completion === true;
  return {
    viewedPercentage: clampPercentage(p.viewedPercentage),
    viewAttempts: nonNegative(p.viewAttempts),
    timeSpent: nonNegative(p.timeSpent),
    score: nonNegative(p.score),
    points: nonNegative(p.points),
    coins: nonNegative(p.coins),
    completion,
    completionDate: completion && typeof p.completionDate === 'string' ? p.completionDate : null,
  };
}

/** normalizeRecord plus `subStates` (only boolean entries kept, as own properties) and `lastPosition`. */
export function normalizeRollupRecord(partial?: Partial<RollupRecord> | null): RollupRecord {
  // Object.fromEntries defines own properties, so an id such as `__proto__` stays a plain entry.
  const subStates: Record<string, boolean> = Object.fromEntries(
    Object.entries(partial?.subStates ?? {}).filter(([, done]) => typeof done === 'boolean'),
  );
  const position = partial?.lastPosition;
  return {
    ...normalizeRecord(partial),
    subStates,
    lastPosition: position ? { topicId: position.topicId, deckId: position.deckId } : null,
  };
}

/** A learner state with every number defaulted to 0 and a null last session day when missing. */
export function normalizeLearnerState(partial?: Partial<LearnerState> | null): LearnerState {
  return {
    timeSpent: nonNegative(partial?.timeSpent),
    points: nonNegative(partial?.points),
    sessions: nonNegative(partial?.sessions),
    lastSessionDate: typeof partial?.lastSessionDate === 'string' ? partial.lastSessionDate : null,
  };
}
