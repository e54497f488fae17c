import type { ProgressRecord } from '@lp/shared/progress';
import {
  type Contribution,
  type CourseStanding,
  completionDay,
  courseContribution,
  deckContribution,
  deckFailed,
  isZero,
  minus,
  type ProgressChange,
  quizScore,
  standingOf,
} from './aggregates.logic';

export interface ItemDelta {
  scope: 'course' | 'deck';
  itemId: string;
  courseId: string;
  delta: Contribution;
}

export interface DayDelta {
  courseId: string;
  day: string;
  delta: number;
}

/** What one learner's batch of changes does to their course standings and the course counters. */
export interface Folded {
  standings: (CourseStanding & { courseId: string })[];
  items: ItemDelta[];
  days: DayDelta[];
}

/** The courses whose standing a batch of changes touches. */
export function coursesTouched(changes: ProgressChange[]): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    if (change.scope === 'course') ids.add(change.itemId);
    else if (change.scope === 'deck' && change.courseId) ids.add(change.courseId);
  }
  return [...ids];
}

/**
 * One learner's changed records (deck and course scopes) against their standings before them
 * (`standingBefore`: undefined for a course they had not started): the new standings, and what the
 * course and deck counters and the completion days gain or lose.
 */
export function foldChanges(
  changes: ProgressChange[],
  standingBefore: (courseId: string) => CourseStanding | undefined,
): Folded {
  const items: ItemDelta[] = [];
  const failedDelta = new Map<string, number>();
  const quizDelta = new Map<string, { sum: number; n: number }>();
  const courseRecords = new Map<string, ProgressRecord>();
  for (const change of changes) {
    if (change.scope === 'course') courseRecords.set(change.itemId, change.after);
    if (change.scope !== 'deck' || !change.courseId) continue;
    const delta = minus(deckContribution(change.after), deckContribution(change.before));
    if (!isZero(delta))
      items.push({ scope: 'deck', itemId: change.itemId, courseId: change.courseId, delta });
    const failed =
      Number(deckFailed(change.after)) - Number(change.before ? deckFailed(change.before) : false);
    failedDelta.set(change.courseId, (failedDelta.get(change.courseId) ?? 0) + failed);
    const [now, was, sofar] = [
      quizScore(change.after),
      quizScore(change.before),
      quizDelta.get(change.courseId),
    ];
    quizDelta.set(change.courseId, {
      sum: (sofar?.sum ?? 0) + now.sum - was.sum,
      n: (sofar?.n ?? 0) + now.n - was.n,
    });
  }
  const standings: Folded['standings'] = [];
  const days: DayDelta[] = [];
  for (const courseId of coursesTouched(changes)) {
    const before = standingBefore(courseId);
    const failedDecks = (before?.failedDecks ?? 0) + (failedDelta.get(courseId) ?? 0);
    const quizzes = {
      sum: (before?.quizScoreSum ?? 0) + (quizDelta.get(courseId)?.sum ?? 0),
      n: (before?.quizzesScored ?? 0) + (quizDelta.get(courseId)?.n ?? 0),
    };
    const next = standingOf(courseRecords.get(courseId) ?? recordOf(before), failedDecks, quizzes);
    standings.push({ ...next, courseId });
    const delta = minus(courseContribution(next), courseContribution(before));
    if (!isZero(delta)) items.push({ scope: 'course', itemId: courseId, courseId, delta });
    const [was, now] = [completionDay(before), completionDay(next)];
    if (was !== now) {
      if (was) days.push({ courseId, day: was, delta: -1 });
      if (now) days.push({ courseId, day: now, delta: 1 });
    }
  }
  return { standings, items, days };
}

/** The course record a standing was made from, when this batch did not change the course record. */
export const recordOf = (s: CourseStanding | undefined): ProgressRecord | undefined =>
  s && {
    viewedPercentage: s.viewedPercentage,
    viewAttempts: 0,
    timeSpent: s.timeSpent,
    score: s.quizzesScored > 0 ? 0 : s.score,
    points: 0,
    coins: 0,
    completion: s.status === 'completed',
    completionDate: s.completedAt?.toISOString() ?? null,
  };
