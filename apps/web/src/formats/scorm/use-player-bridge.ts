import {
  type ScormAppMessage,
  type ScormCommitResponse,
  type ScormLaunch,
  scormPlayerMessageSchema,
} from '@lp/shared/formats/scorm';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { renewRuntimeToken } from './api/renew-runtime-token.ts';

export interface PlayerBridge {
  /** The latest answer of the server to a commit, as the player relayed it. */
  result: ScormCommitResponse | null;
  /** Why the latest commit was not saved (the server's message, else the fallback). */
  problem: string | null;
}

/** Renew well before the token expires, never more often than once a minute. */
const renewDelay = (expiresAt: string) => Math.max(60_000, (Date.parse(expiresAt) - Date.now()) / 3);
/** The player's final commit (sent as it unloads) usually lands within this; then progress is re-read. */
const AFTER_CLOSE_MS = 1500;

/**
 * The app's side of the player frame: it listens to the player's messages (from the content origin
 * and that frame only, checked on each message) and keeps the player's runtime token fresh while
 * the frame is open. What the player says is only shown: the package shares its origin and could
 * post the same messages, so course and deck progress are re-read from the server.
 */
export function usePlayerBridge(
  deckId: string,
  launch: ScormLaunch,
  frame: RefObject<HTMLIFrameElement | null>,
  fallbackProblem: string,
): PlayerBridge {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ScormCommitResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fallback = useRef(fallbackProblem);
  fallback.current = fallbackProblem;

  useEffect(() => {
    let completion: boolean | null = null;
    const refreshProgress = () => {
      void queryClient.invalidateQueries({ queryKey: ['courses'] });
      void queryClient.invalidateQueries({ queryKey: ['decks', deckId] });
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== launch.contentOrigin || event.source !== frame.current?.contentWindow) return;
      const message = scormPlayerMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'lp-scorm:problem') {
        setProblem(message.data.message || fallback.current);
        return;
      }
      const { result: answer } = message.data;
      setResult(answer);
      setProblem(null);
      if (completion !== answer.progress.completion) {
        completion = answer.progress.completion;
        refreshProgress();
      }
    };
    window.addEventListener('message', onMessage);

    let renewTimer: ReturnType<typeof setTimeout>;
    const scheduleRenewal = (expiresAt: string) => {
      renewTimer = setTimeout(async () => {
        try {
          const renewed = await renewRuntimeToken(deckId);
          const message: ScormAppMessage = { type: 'lp-scorm:token', token: renewed.token };
          frame.current?.contentWindow?.postMessage(message, launch.contentOrigin);
          scheduleRenewal(renewed.expiresAt);
        } catch {
          // The deck is no longer open to the learner (or the session ended): the player will say so.
        }
      }, renewDelay(expiresAt));
    };
    scheduleRenewal(launch.expiresAt);

    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(renewTimer);
      setTimeout(refreshProgress, AFTER_CLOSE_MS);
    };
  }, [deckId, launch, frame, queryClient]);

  return { result, problem };
}
