import { type PointerEvent, useRef } from 'react';

/**
 * Pointer handlers that turn a swipe along `axis` into a step: +1 for a swipe towards the start
 * (left, up: the next item slides in), -1 for the other way. Shorter moves are taps and do nothing.
 */
export function useSwipe(axis: 'x' | 'y', minDistance: number, onStep: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  const at = (event: PointerEvent) => (axis === 'x' ? event.clientX : event.clientY);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = at(event);
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const distance = at(event) - start.current;
      start.current = null;
      if (Math.abs(distance) >= minDistance) onStep(distance < 0 ? 1 : -1);
    },
  };
}
