import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { advance, type WatchedRange, watchedPercentage } from './watched-ranges.ts';

export interface WatchProgress {
  /** Whole percent of the recording watched so far in this visit. */
  percentage: number;
  /** What became of the report made at the end, once made. */
  outcome: ReaderOutcome | null;
  onTime: (seconds: number, duration: number) => void;
  onEnded: (duration: number) => void;
}

/**
 * Follows the parts of a recording that actually played (seeking ahead counts for nothing) and
 * reports them as viewedPercentage when it ends and, with `reportOnLeave`, when the learner leaves
 * before the end. Only max-of formats (video) may report on leave: for the simple formats any
 * report completes the deck.
 */
export function useWatchProgress(
  onComplete: ReaderProps['onComplete'],
  { reportOnLeave }: { reportOnLeave: boolean },
): WatchProgress {
  const ranges = useRef<WatchedRange[]>([]);
  const playhead = useRef<number | null>(null);
  const duration = useRef(0);
  const reported = useRef(0);
  const complete = useRef(onComplete);
  complete.current = onComplete;
  const [percentage, setPercentage] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);

  const move = useCallback((seconds: number, length: number) => {
    if (Number.isFinite(length) && length > 0) duration.current = length;
    if (playhead.current !== null) ranges.current = advance(ranges.current, playhead.current, seconds);
    playhead.current = seconds;
    const now = watchedPercentage(ranges.current, duration.current);
    setPercentage(now);
    return now;
  }, []);

  /** Reports only progress beyond what was reported already. */
  const report = useCallback((now: number) => {
    if (now <= reported.current) return null;
    reported.current = now;
    return complete.current({ viewedPercentage: now });
  }, []);

  const onEnded = useCallback(
    (length: number) => {
      const now = move(length, length);
      void report(now)?.then(setOutcome);
    },
    [move, report],
  );

  useEffect(() => {
    if (!reportOnLeave) return;
    const leave = () => void report(watchedPercentage(ranges.current, duration.current));
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [report, reportOnLeave]);

  return { percentage, outcome, onTime: move, onEnded };
}
