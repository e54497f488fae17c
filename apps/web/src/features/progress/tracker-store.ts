import {
  type AttemptState,
  type DeckCompletedPayload,
  emptyAttemptState,
  type LearnerDay,
  type LearnerState,
  normalizeRecord,
  normalizeRollupRecord,
  type SubmitQueueResponse,
  startAttempt,
  type TrackerEntry,
  type TrackerEventName,
} from '@lp/shared/progress';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newUuid } from '../../lib/uuid.ts';
import {
  type ArticleTarget,
  type DeckTarget,
  type KnownStates,
  pick,
  pushedState,
  withKnown,
} from './attempt-states.ts';

export type { ArticleTarget, DeckTarget, KnownStates } from './attempt-states.ts';

export const TRACKER_STORAGE_KEY = 'lp-tracker';

type Ending = Pick<DeckCompletedPayload, 'deckId' | 'articleId' | 'timeSpent'>;

/** SPEC §3 "Tracker queue" and "Attempt tracking state", persisted on this device. */
export interface TrackerData {
  queue: TrackerEntry[];
  /** A completion or abandon is waiting: the pusher sends the queue right away. */
  pushable: boolean;
  lastPushed: string | null;
  lastUpdated: string | null;
  attempt: AttemptState;
  /** The user whose events the queue holds. */
  owner: string | null;
  /** The last day (YYYY-MM-DD) a session was started on this device for the owner. */
  lastSessionDay: string | null;
}

export interface TrackerState extends TrackerData {
  track: (name: TrackerEventName, payload?: Record<string, unknown>) => TrackerEntry;
  startDeck: (target: DeckTarget, known?: KnownStates) => TrackerEntry;
  startArticle: (target: ArticleTarget, known?: KnownStates) => TrackerEntry;
  /** DECK_COMPLETED, COURSE_COMPLETED when the course state now shows completion, PUSH_STATE; pushable. */
  complete: (payload: DeckCompletedPayload, predicted?: KnownStates) => TrackerEntry;
  /** DECK_ABANDONED, PUSH_STATE; pushable. */
  abandon: (payload: Ending) => TrackerEntry;
  /** Empties the queue and resets the attempt (the learner state stays). */
  clear: () => void;
  /** Removes exactly these entries; `pushed` records the push time. */
  removeEntries: (uuids: readonly string[], pushed: boolean) => void;
  applyServerStates: (states: SubmitQueueResponse['states']) => void;
  setLearner: (learner: LearnerState, history: LearnerDay | null, sessionDay?: string) => void;
  /** Makes `userId` the owner; another user's queue and states are dropped. Returns how many events were. */
  claim: (userId: string) => number;
}

export const initialTrackerData = (): TrackerData => ({
  queue: [],
  pushable: false,
  lastPushed: null,
  lastUpdated: null,
  attempt: emptyAttemptState(),
  owner: null,
  lastSessionDay: null,
});

export const useTrackerStore = create<TrackerState>()(
  persist(
    (set, get) => ({
      ...initialTrackerData(),
      track: (name, payload = {}) => {
        const entry: TrackerEntry = { uuid: newUuid(), name, payload, time: new Date().toISOString() };
        set((s) => ({ queue: [...s.queue, entry], lastUpdated: entry.time }));
        return entry;
      },
      startDeck: (target, known) => {
        set((s) => ({ attempt: withKnown(startAttempt(s.attempt, { kind: 'course', ...target }), known) }));
        return get().track('DECK_STARTED', { deckId: target.deck });
      },
      startArticle: (target, known) => {
        set((s) => ({ attempt: withKnown(startAttempt(s.attempt, { kind: 'article', ...target }), known) }));
        return get().track('ARTICLE_STARTED', { articleId: target.article });
      },
      complete: (payload, predicted) => {
        const before = get().attempt;
        const attempt = withKnown(before, predicted);
        set({ attempt });
        const entry = get().track('DECK_COMPLETED', { ...payload });
        const courseDone = attempt.courseState.currentState?.completion === true;
        if (attempt.course && courseDone && before.courseState.currentState?.completion !== true) {
          get().track('COURSE_COMPLETED', { courseId: attempt.course });
        }
        get().track('PUSH_STATE', pushedState(attempt));
        set({ pushable: true });
        return entry;
      },
      abandon: (payload) => {
        const entry = get().track('DECK_ABANDONED', { ...payload });
        get().track('PUSH_STATE', pushedState(get().attempt));
        set({ pushable: true });
        return entry;
      },
      clear: () =>
        set((s) => ({
          queue: [],
          pushable: false,
          lastUpdated: new Date().toISOString(),
          attempt: { ...emptyAttemptState(), learnerState: s.attempt.learnerState },
        })),
      removeEntries: (uuids, pushed) =>
        set((s) => {
          const sent = new Set(uuids);
          const queue = s.queue.filter((entry) => !sent.has(entry.uuid));
          return {
            queue,
            pushable: queue.length > 0 && s.pushable,
            lastPushed: pushed ? new Date().toISOString() : s.lastPushed,
          };
        }),
      applyServerStates: (states) => {
        const a = get().attempt;
        const deck = pick(states.decks, a.deck);
        const topic = pick(states.topics, a.topic);
        const course = pick(states.courses, a.course);
        const program = pick(states.programs, a.program);
        const article = pick(states.articles, a.article);
        const next = withKnown(a, {
          deckState: deck && normalizeRecord(deck),
          topicState: topic && normalizeRollupRecord(topic),
          courseState: course && normalizeRollupRecord(course),
          articleState: article && normalizeRecord(article),
        });
        if (program) next.programState = { ...a.programState, currentState: normalizeRollupRecord(program) };
        if (states.learner) {
          const { today, ...totals } = states.learner;
          next.learnerState = { currentState: totals, history: today };
        }
        set({ attempt: next });
        // Only the server scores quizzes: a course it completed that the reader could not foresee.
        if (a.course && course?.completion && a.courseState.currentState?.completion !== true) {
          get().track('COURSE_COMPLETED', { courseId: a.course });
        }
      },
      setLearner: (learner, history, sessionDay) =>
        set((s) => ({
          attempt: { ...s.attempt, learnerState: { currentState: learner, history } },
          lastSessionDay: sessionDay ?? s.lastSessionDay,
        })),
      claim: (userId) => {
        const { owner, queue } = get();
        if (owner === userId) return 0;
        if (owner === null) {
          set({ owner: userId });
          return 0;
        }
        set({ ...initialTrackerData(), owner: userId });
        return queue.length;
      },
    }),
    {
      name: TRACKER_STORAGE_KEY,
      partialize: ({ queue, pushable, lastPushed, lastUpdated, attempt, owner, lastSessionDay }) => ({
        queue,
        pushable,
        lastPushed,
        lastUpdated,
        attempt,
        owner,
        lastSessionDay,
      }),
    },
  ),
);
