import { normalizeRecord, type ProgressRecord } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import {
  answerKey,
  type Contribution,
  type CourseStanding,
  completionDay,
  counterSlot,
  courseContribution,
  deckContribution,
  deckFailed,
  isZero,
  minus,
  quizScore,
  type Started,
  standingOf,
} from './aggregates.logic';
import * as repo from './aggregates.repo';

/** One progress record a batch changed: what it was before (undefined: new) and what it is now. */
export interface ProgressChange {
  scope: 'deck' | 'topic' | 'course' | 'program' | 'article';
  itemId: string;
  courseId: string | null;
  before: ProgressRecord | undefined;
  after: ProgressRecord;
}

/**
 * Keeps the live course and deck counters in step with a learner's changed records, inside the
 * transaction that saves them (called by the progress engine's commit).
 */
export async function recordProgressChanges(
  db: Db,
  teamId: string,
  userId: string,
  changes: ProgressChange[],
) {
  const deckDeltas: Parameters<typeof repo.addToTotals>[3] = [];
  const failedDelta = new Map<string, number>();
  const quizDelta = new Map<string, { sum: number; n: number }>();
  const courseRecords = new Map<string, ProgressRecord>();
  for (const change of changes) {
    if (change.scope === 'course') courseRecords.set(change.itemId, change.after);
    if (change.scope !== 'deck' || !change.courseId) continue;
    const delta = minus(deckContribution(change.after), deckContribution(change.before));
    if (!isZero(delta))
      deckDeltas.push({ scope: 'deck', itemId: change.itemId, courseId: change.courseId, delta });
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
  const courseIds = [...new Set([...courseRecords.keys(), ...failedDelta.keys()])];
  const old = new Map((await repo.standingsOf(db, userId, courseIds)).map((r) => [r.courseId, r]));
  const standings: (CourseStanding & { courseId: string })[] = [];
  const courseDeltas: typeof deckDeltas = [];
  const days: { courseId: string; day: string; delta: number }[] = [];
  for (const courseId of courseIds) {
    const before = old.get(courseId);
    const beforeStanding = before ? { ...before, status: before.status as Started } : undefined;
    const failedDecks = (before?.failedDecks ?? 0) + (failedDelta.get(courseId) ?? 0);
    const quizzes = {
      sum: (before?.quizScoreSum ?? 0) + (quizDelta.get(courseId)?.sum ?? 0),
      n: (before?.quizzesScored ?? 0) + (quizDelta.get(courseId)?.n ?? 0),
    };
    const record = courseRecords.get(courseId);
    const next = standingOf(record ?? recordOf(beforeStanding), failedDecks, quizzes);
    standings.push({ ...next, courseId });
    const delta = minus(courseContribution(next), courseContribution(beforeStanding));
    if (!isZero(delta)) courseDeltas.push({ scope: 'course', itemId: courseId, courseId, delta });
    const [was, now] = [completionDay(beforeStanding), completionDay(next)];
    if (was !== now) {
      if (was) days.push({ courseId, day: was, delta: -1 });
      if (now) days.push({ courseId, day: now, delta: 1 });
    }
  }
  await repo.saveStandings(db, teamId, userId, standings);
  const slot = counterSlot(userId);
  await repo.addToTotals(db, teamId, slot, [...deckDeltas, ...courseDeltas]);
  await repo.addToDays(db, teamId, slot, days);
}

/** The course record a standing was made from, when this batch did not change the course record. */
const recordOf = (s: CourseStanding | undefined): ProgressRecord | undefined =>
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

/** A learner's course progress was reset (admin): what it counted goes from the counters. */
export async function forgetLearnerCourse(db: Db, teamId: string, userId: string, courseId: string) {
  const decks = await repo.deckRecordsOfCourse(db, userId, courseId);
  const [before] = await repo.standingsOf(db, userId, [courseId]);
  const standing = before ? { ...before, status: before.status as Started } : undefined;
  const deltas: Parameters<typeof repo.addToTotals>[3] = decks.map((d) => ({
    scope: 'deck',
    itemId: d.itemId,
    courseId,
    delta: minus(deckContribution(undefined), deckContribution(normalizeRecord(d.record))),
  }));
  deltas.push({
    scope: 'course',
    itemId: courseId,
    courseId,
    delta: minus(ZERO_C, courseContribution(standing)),
  });
  const slot = counterSlot(userId);
  await repo.addToTotals(db, teamId, slot, deltas);
  const day = completionDay(standing);
  if (day) await repo.addToDays(db, teamId, slot, [{ courseId, day, delta: -1 }]);
  await repo.deleteStanding(db, userId, courseId);
}

const ZERO_C: Contribution = courseContribution(undefined);

/** A relaunch reset everyone's progress in the course: its counters start again from nothing. */
export const forgetCourse = (db: Db, courseId: string) => repo.deleteCourseAggregates(db, courseId);

/** One more answer to a question, for its distribution. */
export const countAnswer = (
  db: Db,
  answer: {
    teamId: string;
    userId: string;
    deckId: string;
    questionId: string;
    response: unknown;
    correct: boolean;
  },
) =>
  repo.countAnswer(db, {
    teamId: answer.teamId,
    slot: counterSlot(answer.userId),
    deckId: answer.deckId,
    questionId: answer.questionId,
    answer: answerKey(answer.response),
    correct: answer.correct,
  });
