import type confetti from 'canvas-confetti';

/** True when the learner asked the system for less motion: celebrations then stay still. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

let shared: Promise<confetti.CreateTypes> | undefined;
/**
 * One full-page canvas drawn on this thread (a worker from a blob would break the CSP). The
 * library loads with the first celebration, not with the first screen.
 */
const cannon = () => {
  shared ??= import('canvas-confetti').then(({ default: confetti }) =>
    confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  );
  return shared;
};

let drawable: boolean | undefined;
/** Whether this browser can draw on a canvas (test DOMs cannot). */
function canDraw(): boolean {
  if (drawable === undefined) {
    try {
      drawable =
        typeof document !== 'undefined' && Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

/**
 * A burst of confetti for a moment worth celebrating (a quiz passed, a course finished, a new
 * level). Nothing moves when the learner prefers reduced motion.
 */
export function celebrate(size: 'small' | 'big' = 'small'): void {
  if (prefersReducedMotion() || !canDraw()) return;
  const base = { disableForReducedMotion: true, zIndex: 400, origin: { y: 0.7 } };
  void cannon().then((fire) => {
    void fire({ ...base, particleCount: size === 'big' ? 160 : 80, spread: size === 'big' ? 100 : 70 });
    if (size === 'big') {
      void fire({ ...base, particleCount: 60, angle: 60, spread: 55, origin: { x: 0, y: 0.8 } });
      void fire({ ...base, particleCount: 60, angle: 120, spread: 55, origin: { x: 1, y: 0.8 } });
    }
  });
}
