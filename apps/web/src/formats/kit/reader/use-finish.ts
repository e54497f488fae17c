import { useCallback, useState } from 'react';
import type { ReaderCompletion, ReaderOutcome, ReaderProps } from '../reader-props.ts';

/** Sends a completion once at a time and keeps what became of it, for the interactive readers. */
export function useFinish(onComplete: ReaderProps['onComplete']) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const finish = useCallback(
    async (result: ReaderCompletion = {}) => {
      setPending(true);
      try {
        const answer = await onComplete(result);
        setOutcome(answer);
        return answer;
      } finally {
        setPending(false);
      }
    },
    [onComplete],
  );
  return { finish, pending, outcome, reset: () => setOutcome(null) };
}
