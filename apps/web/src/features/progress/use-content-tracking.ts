import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { DeckCompletedPayload } from '@lp/shared/progress';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderCompletion, ReaderOutcome } from '../../formats/index.ts';
import { pushQueue, takeDelivery } from './push-queue.ts';
import { type ArticleTarget, type DeckTarget, type KnownStates, useTrackerStore } from './tracker-store.ts';

/** What is being read: a deck of a course or a standalone article, with the records known now. */
export type TrackedContent =
  | { kind: 'deck'; target: DeckTarget; known?: KnownStates }
  | { kind: 'article'; target: ArticleTarget; known?: KnownStates };

export interface ContentTrackingOptions {
  /** SPEC §2 preview mode: nothing is recorded. */
  preview: boolean;
  /** The states a completion should give (see predictCourseStates). */
  predict?: (payload: DeckCompletedPayload) => KnownStates;
}

export interface ContentTracking {
  /** Records the completion, pushes at once and resolves with the server's record when it answered. */
  complete: (result: ReaderCompletion) => Promise<ReaderOutcome>;
  /** QUESTION_RESPONSE for one answer (naming the deck, or the standalone article). */
  respond: (questionId: string, response: ResponseValue) => void;
  /** A new attempt at the same content (a quiz retaken). */
  restart: () => void;
  completed: boolean;
}

/** One event never counts for more than four hours (the server's limit). */
const MAX_SECONDS = 4 * 60 * 60;

const secondsSince = (start: number) => Math.min(MAX_SECONDS, Math.round((Date.now() - start) / 1000));

const idOf = (content: TrackedContent) =>
  content.kind === 'deck' ? { deckId: content.target.deck } : { articleId: content.target.article };
const keyOf = (content: TrackedContent) =>
  content.kind === 'deck' ? `deck:${content.target.deck}` : `article:${content.target.article}`;

/**
 * Tracks one reader (SPEC §4 "Tracking"): the attempt starts when the content is shown
 * (DECK_STARTED or ARTICLE_STARTED), ends with `complete`, and leaving unfinished queues
 * DECK_ABANDONED with the seconds spent.
 */
export function useContentTracking(content: TrackedContent | null, options: ContentTrackingOptions) {
  const { preview } = options;
  const contentRef = useRef(content);
  contentRef.current = content;
  const predictRef = useRef(options.predict);
  predictRef.current = options.predict;
  const startedAt = useRef(0);
  const finished = useRef(false);
  const pendingAbandon = useRef<{
    key: string;
    timer: ReturnType<typeof setTimeout>;
    run: () => void;
  } | null>(null);
  const [completed, setCompleted] = useState(false);
  const key = content ? keyOf(content) : null;

  /** The content the current attempt was started on. */
  const begunKey = useRef<string | null>(null);

  const begin = useCallback(() => {
    const current = contentRef.current;
    if (!current) return;
    const store = useTrackerStore.getState();
    if (current.kind === 'deck') store.startDeck(current.target, current.known);
    else store.startArticle(current.target, current.known);
    begunKey.current = keyOf(current);
    startedAt.current = Date.now();
    finished.current = false;
    setCompleted(false);
  }, []);

  useEffect(() => {
    if (!key || preview) return;
    const pending = pendingAbandon.current;
    pendingAbandon.current = null;
    if (pending) clearTimeout(pending.timer);
    // React's development double effect re-runs at once for the same content: keep that attempt.
    if (pending?.key !== key) {
      pending?.run();
      // A reader that completed while mounting (before this effect) has begun the attempt already.
      if (begunKey.current !== key) begin();
    }
    const leaving = contentRef.current;
    return () => {
      const ending = leaving && { ...idOf(leaving), timeSpent: secondsSince(startedAt.current) };
      const done = finished.current;
      const run = () => {
        if (!done && ending) useTrackerStore.getState().abandon(ending);
        if (begunKey.current === key) begunKey.current = null;
      };
      pendingAbandon.current = { key, run, timer: setTimeout(run, 0) };
    };
  }, [key, preview, begin]);

  // Closing the tab or reloading unmounts nothing: the attempt is abandoned as the page goes away.
  useEffect(() => {
    if (preview) return;
    const onPageHide = () => {
      const current = contentRef.current;
      if (!current || finished.current || begunKey.current !== keyOf(current)) return;
      finished.current = true;
      useTrackerStore.getState().abandon({ ...idOf(current), timeSpent: secondsSince(startedAt.current) });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [preview]);

  const complete = useCallback(
    async (result: ReaderCompletion): Promise<ReaderOutcome> => {
      const current = contentRef.current;
      if (!preview && current && begunKey.current !== keyOf(current)) begin();
      finished.current = true;
      setCompleted(true);
      if (preview || !current) return { status: 'preview' };
      const payload: DeckCompletedPayload = {
        ...idOf(current),
        timeSpent: secondsSince(startedAt.current),
        ...result,
      };
      const entry = useTrackerStore.getState().complete(payload, predictRef.current?.(payload));
      await pushQueue();
      const response = takeDelivery(entry.uuid);
      if (!response) return { status: 'saved' };
      const records = current.kind === 'deck' ? response.states.decks : response.states.articles;
      const id = payload.deckId ?? payload.articleId ?? '';
      return {
        status: 'sent',
        record: records[id] ?? null,
        rejection: response.rejected.find((rejected) => rejected.uuid === entry.uuid)?.message ?? null,
      };
    },
    [preview, begin],
  );

  const respond = useCallback<ContentTracking['respond']>(
    (questionId, response) => {
      const current = contentRef.current;
      if (preview || !current) return;
      useTrackerStore.getState().track('QUESTION_RESPONSE', { ...idOf(current), questionId, response });
    },
    [preview],
  );

  const restart = useCallback(() => {
    if (!preview) begin();
  }, [preview, begin]);

  return { complete, respond, restart, completed } satisfies ContentTracking;
}
