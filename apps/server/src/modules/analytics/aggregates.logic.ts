import type { LearnerStatus } from '@lp/shared/analytics/course';
import type { ProgressRecord } from '@lp/shared/progress';

/** One progress record a batch changed: what it was before (undefined: new) and what it is now. */
export interface ProgressChange {
  scope: 'deck' | 'topic' | 'course' | 'program' | 'article';
  itemId: string;
  courseId: string | null;
  before: ProgressRecord | undefined;
  after: ProgressRecord;
}

/**
 * What one learner's records add to the live counters. Both the ingest (a change from `before` to
 * `after`) and a full recount use these, so the counters are the recount kept up to date.
 */

export type Started = Exclude<LearnerStatus, 'not_started'>;

/** A deck the learner went through to the end without passing (a quiz under its pass mark). */
export const deckFailed = (r: ProgressRecord) =>
  !r.completion && r.viewAttempts > 0 && r.viewedPercentage >= 100;

export interface Contribution {
  started: number;
  completed: number;
  failed: number;
  scoreSum: number;
  scored: number;
  timeSpent: number;
}

export const ZERO: Contribution = {
  started: 0,
  completed: 0,
  failed: 0,
  scoreSum: 0,
  scored: 0,
  timeSpent: 0,
};

/** A finished attempt (passed or failed) counts its score toward the average. */
export function deckContribution(r: ProgressRecord | undefined): Contribution {
  if (!r) return ZERO;
  const failed = deckFailed(r);
  const finished = r.completion || failed;
  return {
    started: 1,
    completed: r.completion ? 1 : 0,
    failed: failed ? 1 : 0,
    scoreSum: finished ? r.score : 0,
    scored: finished ? 1 : 0,
    timeSpent: r.timeSpent,
  };
}

/** A scored attempt (a quiz or game with a score, or one failed): it counts in the learner's course score. */
export const quizScore = (r: ProgressRecord | undefined) =>
  r && (r.score > 0 || deckFailed(r)) ? { sum: r.score, n: 1 } : { sum: 0, n: 0 };

/** One learner's row in a course: their course record's figures, failed decks and quiz scores. */
export interface CourseStanding {
  status: Started;
  viewedPercentage: number;
  score: number;
  timeSpent: number;
  failedDecks: number;
  quizScoreSum: number;
  quizzesScored: number;
  completedAt: Date | null;
}

export function courseStatus(completion: boolean, failedDecks: number): Started {
  if (completion) return 'completed';
  return failedDecks > 0 ? 'failed' : 'in_progress';
}

export function standingOf(
  course: ProgressRecord | undefined,
  failedDecks: number,
  quizzes: { sum: number; n: number } = { sum: 0, n: 0 },
): CourseStanding {
  const own = course?.score ?? 0;
  return {
    status: courseStatus(course?.completion ?? false, failedDecks),
    viewedPercentage: Math.round(course?.viewedPercentage ?? 0),
    // A final exam gives the course its score; otherwise the average of the learner's quiz scores.
    score: own > 0 || quizzes.n === 0 ? own : Math.round((quizzes.sum / quizzes.n) * 10) / 10,
    timeSpent: course?.timeSpent ?? 0,
    failedDecks,
    quizScoreSum: quizzes.sum,
    quizzesScored: quizzes.n,
    completedAt: course?.completionDate ? new Date(course.completionDate) : null,
  };
}

export function courseContribution(s: CourseStanding | undefined): Contribution {
  if (!s) return ZERO;
  const finished = s.status !== 'in_progress';
  return {
    started: 1,
    completed: s.status === 'completed' ? 1 : 0,
    failed: s.status === 'failed' ? 1 : 0,
    scoreSum: finished ? s.score : 0,
    scored: finished ? 1 : 0,
    timeSpent: s.timeSpent,
  };
}

export function minus(a: Contribution, b: Contribution): Contribution {
  return {
    started: a.started - b.started,
    completed: a.completed - b.completed,
    failed: a.failed - b.failed,
    scoreSum: a.scoreSum - b.scoreSum,
    scored: a.scored - b.scored,
    timeSpent: a.timeSpent - b.timeSpent,
  };
}

export const isZero = (c: Contribution) => Object.values(c).every((v) => v === 0);

/** The YYYY-MM-DD day a completed standing counts on in the completion chart. */
export const completionDay = (s: CourseStanding | undefined) =>
  s?.status === 'completed' && s.completedAt ? s.completedAt.toISOString().slice(0, 10) : null;

/** An answer as the histogram keys it: JSON text, at most 500 characters. */
export const answerKey = (response: unknown) => JSON.stringify(response ?? null).slice(0, 500);

/** Answers of one question given the same way, and how many of them were right. */
export interface AnswerCount {
  deckId: string;
  questionId: string;
  answer: string;
  count: number;
  correct: number;
}

/** Slots each shared counter row is spread over (see the analytics counter tables). */
export const COUNTER_SLOTS = 64;

/**
 * The counter slot a learner's batches write to: always the same one for a learner (so a learner's
 * own -1/+1 corrections meet), spread evenly over learners by the random last digit of the uuid.
 */
export const counterSlot = (userId: string) => Number.parseInt(userId.slice(-1), 16) % COUNTER_SLOTS || 0;
