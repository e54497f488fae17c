/**
 * SPEC §3 "Attempt tracking state": what the reader is tracking right now. Each state holds
 * `currentState`; course, program, learner and article states also hold `history` (deck and topic
 * do not). SPEC §4: starting an article or course attempt resets all of it except the learner state.
 */
import type { LearnerDay } from './session.ts';
import type { CourseRecord, LearnerState, ProgramRecord, ProgressRecord, TopicRecord } from './types.ts';

/** One entry of a course, program or article history: time spent at a moment, on a deck if any. */
export interface ProgressHistoryEntry {
  /** ISO date-time. */
  at: string;
  /** Seconds. */
  timeSpent: number;
  deckId?: string;
}

export interface TrackedCurrent<S> {
  currentState: S | null;
}
export interface TrackedWithHistory<S> {
  currentState: S | null;
  history: ProgressHistoryEntry[];
}

export interface AttemptState {
  deck: string | null;
  readerType: string | null;
  topic: string | null;
  course: string | null;
  program: string | null;
  article: string | null;
  deckState: TrackedCurrent<ProgressRecord>;
  topicState: TrackedCurrent<TopicRecord>;
  courseState: TrackedWithHistory<CourseRecord>;
  programState: TrackedWithHistory<ProgramRecord>;
  /** The learner's totals and their day history (see session.ts); never reset by an attempt. */
  learnerState: { currentState: LearnerState | null; history: LearnerDay | null };
  articleState: TrackedWithHistory<ProgressRecord>;
}

/** What an attempt is started on: an article, or a deck inside a course (with its topic and program). */
export type AttemptTarget =
  | { kind: 'article'; article: string; readerType: string }
  | {
      kind: 'course';
      course: string;
      topic?: string | null;
      deck?: string | null;
      readerType?: string | null;
      program?: string | null;
    };

/** Nothing tracked; an empty learner state. */
export function emptyAttemptState(): AttemptState {
  return {
    deck: null,
    readerType: null,
    topic: null,
    course: null,
    program: null,
    article: null,
    deckState: { currentState: null },
    topicState: { currentState: null },
    courseState: { currentState: null, history: [] },
    programState: { currentState: null, history: [] },
    learnerState: { currentState: null, history: null },
    articleState: { currentState: null, history: [] },
  };
}

/** Start an attempt: every part of the state is reset except `learnerState`, which is kept as is. */
export function startAttempt(state: AttemptState, target: AttemptTarget): AttemptState {
  const reset: AttemptState = { ...emptyAttemptState(), learnerState: state.learnerState };
  if (target.kind === 'article') {
    return { ...reset, article: target.article, readerType: target.readerType };
  }
  return {
    ...reset,
    course: target.course,
    topic: target.topic ?? null,
    deck: target.deck ?? null,
    readerType: target.readerType ?? null,
    program: target.program ?? null,
  };
}

/** Append a history entry (SPEC §4 "course history updated with time spent"). */
export function withHistoryEntry<S>(
  tracked: TrackedWithHistory<S>,
  entry: ProgressHistoryEntry,
): TrackedWithHistory<S> {
  return { ...tracked, history: [...tracked.history, entry] };
}
