import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './celebrate.ts';

const DURATION_MS = 900;

/**
 * A number that counts up (or down) to `target` over a moment when it changes, so earned points
 * are seen arriving; the first value and every value with reduced motion show at once.
 */
export function useCountUp(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    if (target === undefined || start === undefined || start === target || prefersReducedMotion()) {
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      // A frame's time may precede the start by a moment: never count below where it began.
      const progress = Math.min(1, Math.max(0, (now - began) / DURATION_MS));
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(start + (target - start) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setShown(target);
    };
  }, [target]);
  return shown;
}
