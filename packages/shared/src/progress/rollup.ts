/**
 * SPEC §4 "Deck finishing inside a course": children roll up into parents, the same way at every
 * level — decks into a topic, topics into a course, courses into a program.
 *
 * How the SPEC text is read:
 * - The child's completion is recorded in `subStates` and is sticky there too: a child once
 *   complete stays complete in its parent, whatever a later call says.
 * - viewedPercentage = round(completed tracked children / tracked children × 100), capped at 100.
 *   It is recomputed from `subStates` on every call, so it follows the tracked list: adding a child
 *   to the list can lower it, while `completion` stays sticky. No tracked children -> 0.
 * - Children outside `trackedChildIds` are still recorded, but do not count.
 * - The parent completes at 100 (sticky); completionDate is the `at` of that first completion.
 * - Final exam, read per event as SPEC words it: when the finished deck is a final exam, the course
 *   completion follows that deck's (sticky) completion and the course score becomes
 *   max(course score, exam score); the 100 % rule still applies to every deck. When the exam deck is
 *   tracked the two agree, since 100 % needs the exam complete.
 */
import { LIMITS } from '../constants.ts';
import {
  type CourseRecord,
  type LastPosition,
  nonNegative,
  normalizeRollupRecord,
  type ProgressRecord,
  type RollupRecord,
} from './types.ts';

/** Percent of tracked children complete in `subStates`, rounded and capped at 100; 0 when none tracked. */
export function completedPercentage(
  subStates: Record<string, boolean>,
  trackedChildIds: readonly string[],
): number {
  const tracked = new Set(trackedChildIds);
  if (tracked.size === 0) return 0;
  let completed = 0;
  for (const childId of tracked) if (subStates[childId] === true) completed += 1;
  return Math.min(LIMITS.progressCap, Math.round((completed * 100) / tracked.size));
}

/** Mark a parent complete (sticky, completionDate kept from the first completion). */
function markComplete(record: RollupRecord, at: string | null): RollupRecord {
  if (record.completion) return record;
  return { ...record, completion: true, completionDate: at };
}

/**
 * Record one child's completion in its parent and recompute the parent's percentage and completion.
 * `at` (ISO date-time) becomes the completionDate if this call completes the parent.
 */
export function applyChildCompletion(
  parent: RollupRecord | undefined,
  childId: string,
  childCompleted: boolean,
  trackedChildIds: readonly string[],
  at: string,
): RollupRecord {
  const before = normalizeRollupRecord(parent);
  const done = before.subStates[childId] === true || childCompleted;
  // A computed key defines an own property, so an id such as `__proto__` stays a plain entry.
  const subStates = { ...before.subStates, [childId]: done };
  const viewedPercentage = completedPercentage(subStates, trackedChildIds);
  const updated = { ...before, subStates, viewedPercentage };
  return viewedPercentage >= LIMITS.progressCap ? markComplete(updated, at) : updated;
}

/**
 * The final-exam rule: the course's completion follows the exam deck's completion (sticky, so a
 * completed course never reverts) and its score becomes max(course score, exam score). A course
 * completed here gets `at` as completionDate, by default the exam deck's completionDate.
 */
export function applyFinalExam(
  course: CourseRecord | undefined,
  examDeckRecord: ProgressRecord,
  at: string | null = examDeckRecord.completionDate,
): CourseRecord {
  const before = normalizeRollupRecord(course);
  const scored = { ...before, score: Math.max(before.score, nonNegative(examDeckRecord.score)) };
  return examDeckRecord.completion ? markComplete(scored, at) : scored;
}

/** Store where the learner last was (SPEC §4 "lastPosition is stored"). */
export function withLastPosition<T extends RollupRecord>(record: T, position: LastPosition): T {
  return { ...record, lastPosition: { topicId: position.topicId, deckId: position.deckId } };
}

/** Add seconds to a record's timeSpent (SPEC §4 "course history updated with time spent"). */
export function withTimeSpent<T extends ProgressRecord>(record: T, seconds: number | undefined): T {
  return { ...record, timeSpent: record.timeSpent + nonNegative(seconds) };
}
