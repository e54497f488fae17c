import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';

/**
 * Pages seen as viewedPercentage: reported once every page has been seen and, with
 * `reportOnLeave` (documents, a max-of format), when the learner leaves before that.
 */
export function usePagesProgress(
  onComplete: ReaderProps['onComplete'],
  { reportOnLeave }: { reportOnLeave: boolean },
) {
  const [percentage, setPercentage] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const current = useRef(0);
  const reported = useRef(0);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  const report = useCallback((now: number) => {
    if (now <= reported.current) return null;
    reported.current = now;
    return complete.current({ viewedPercentage: now });
  }, []);

  /** Reports and shows what became of the report. */
  const finish = useCallback((now: number) => void report(now)?.then(setOutcome), [report]);

  const onPagesSeen = useCallback(
    (seen: number, total: number) => {
      const now = total > 0 ? Math.min(100, Math.round((seen / total) * 100)) : 0;
      current.current = now;
      setPercentage(now);
      if (now === 100) finish(now);
    },
    [finish],
  );

  useEffect(() => {
    if (!reportOnLeave) return;
    const leave = () => void report(current.current);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [report, reportOnLeave]);

  return { percentage, outcome, onPagesSeen, finish };
}
