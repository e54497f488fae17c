import type { ScormCommitResponse, ScormLaunch } from '@lp/shared/formats/scorm';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { commitScorm } from './api/commit-scorm.ts';
import { installScormRuntime, type ScormCommit } from './runtime.ts';

export interface ScormSession {
  /** True once the API is on the window, so the package may load. */
  ready: boolean;
  /** The latest answer of the server to a commit. */
  result: ScormCommitResponse | null;
  /** Why the latest commit was not saved, if it was not. */
  problem: string | null;
}

/**
 * Runs one SCORM session for a deck: installs the runtime with the saved cmi, sends every commit
 * to the server in order (the final one also when the page is closed), and ends the session when
 * the player goes away. Time since the previous commit goes with each commit.
 */
export function useScormSession(deckId: string, launch: ScormLaunch, fallbackProblem: string): ScormSession {
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<ScormCommitResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fallback = useRef(fallbackProblem);
  fallback.current = fallbackProblem;

  const learnerId = user?._id ?? '';
  const firstName = user?.first_name ?? '';
  const lastName = user?.last_name ?? '';

  useEffect(() => {
    let active = true;
    let lastCommitAt = Date.now();
    let queue: Promise<unknown> = Promise.resolve();
    let completedBefore: boolean | null = null;

    const send = (commit: ScormCommit) => {
      const now = Date.now();
      const timeSpent = Math.min(86_400, Math.max(0, Math.round((now - lastCommitAt) / 1000)));
      lastCommitAt = now;
      const body = { cmi: commit.cmi, finished: commit.finished, timeSpent };
      // The last commit may outlive the page: it goes at once, with keepalive, not behind the queue.
      const request = commit.finished
        ? commitScorm(deckId, body, { keepalive: true })
        : queue.then(() => commitScorm(deckId, body));
      queue = request.catch(() => undefined);
      request.then(
        (response) => {
          if (!active) return;
          setResult(response);
          setProblem(null);
          if (completedBefore !== response.progress.completion || commit.finished) {
            completedBefore = response.progress.completion;
            void queryClient.invalidateQueries({ queryKey: ['courses'] });
            void queryClient.invalidateQueries({ queryKey: ['decks', deckId] });
          }
        },
        (error: unknown) => {
          if (active) setProblem(errorMessage(error, fallback.current));
        },
      );
    };

    const runtime = installScormRuntime({
      version: launch.package.version,
      saved: launch.cmi,
      learner: { id: learnerId, firstName, lastName },
      onCommit: send,
    });
    setReady(true);
    const onPageHide = () => runtime.finish();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      runtime.finish();
      runtime.dispose();
      active = false;
      setReady(false);
    };
  }, [deckId, launch, learnerId, firstName, lastName, queryClient]);

  return { ready, result, problem };
}
