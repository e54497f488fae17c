/** The attempt tracking state around the shared `startAttempt` (SPEC §3): targets, known records, PUSH_STATE. */
import type { AttemptState, ProgressRecord, RollupRecord } from '@lp/shared/progress';

/** A deck inside a course, as an attempt is started on it. */
export interface DeckTarget {
  course: string;
  topic: string;
  deck: string;
  readerType: string;
  program?: string | null;
}
export interface ArticleTarget {
  article: string;
  readerType: string;
}

/** Records the reader knows when an attempt starts, or predicts when it ends. */
export interface KnownStates {
  deckState?: ProgressRecord | null;
  topicState?: RollupRecord | null;
  courseState?: RollupRecord | null;
  articleState?: ProgressRecord | null;
}

/** The attempt with these records as the current states (undefined leaves a state as it is). */
export function withKnown(attempt: AttemptState, known: KnownStates = {}): AttemptState {
  const next = { ...attempt };
  if (known.deckState !== undefined) next.deckState = { currentState: known.deckState };
  if (known.topicState !== undefined) next.topicState = { currentState: known.topicState };
  if (known.courseState !== undefined) {
    next.courseState = { ...next.courseState, currentState: known.courseState };
  }
  if (known.articleState !== undefined) {
    next.articleState = { ...next.articleState, currentState: known.articleState };
  }
  return next;
}

/** SPEC §3: a pushed state carries the deck or article, its reader type and the states around it. */
export function pushedState(a: AttemptState): Record<string, unknown> {
  if (a.article) {
    return {
      article: a.article,
      readerType: a.readerType,
      articleState: a.articleState,
      learnerState: a.learnerState,
    };
  }
  const { deck, readerType, deckState, learnerState, topic, topicState, course, courseState } = a;
  const { program, programState } = a;
  return {
    deck,
    readerType,
    deckState,
    learnerState,
    topic,
    topicState,
    course,
    courseState,
    program,
    programState,
  };
}

/** The record of the tracked id, if the server sent one. */
export const pick = <T>(records: Record<string, T>, id: string | null) => (id ? records[id] : undefined);
