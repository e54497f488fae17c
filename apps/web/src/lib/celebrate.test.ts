import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const fire = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: { create: () => fire } }));

// The test setup already loaded the app's modules: load them again, with the confetti mocked.
let celebrate: typeof import('./celebrate.ts').celebrate;
let useCountUp: typeof import('./use-count-up.ts').useCountUp;
beforeAll(async () => {
  vi.resetModules();
  ({ celebrate } = await import('./celebrate.ts'));
  ({ useCountUp } = await import('./use-count-up.ts'));
});

/** The system's motion preference, as `matchMedia` reports it. */
function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
}

beforeEach(() => {
  // jsdom draws nothing: a canvas that hands out a 2D context lets the confetti fire.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  fire.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('celebrations and prefers-reduced-motion', () => {
  // The confetti library loads with the first celebration, so the bursts follow a moment later.
  it('fires confetti for a pass, and more for a big moment', async () => {
    preferReducedMotion(false);
    celebrate();
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    celebrate('big');
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(4));
  });

  it('fires no confetti when the learner prefers reduced motion', async () => {
    preferReducedMotion(true);
    celebrate();
    celebrate('big');
    // Give a loaded library the chance to fire, as the test above waits for it to.
    await import('canvas-confetti');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fire).not.toHaveBeenCalled();
  });

  it('counts earned points up frame by frame', () => {
    preferReducedMotion(false);
    // The browser's frames, run by hand: each gets the time it is drawn at.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const draw = (time: number) => act(() => (frames.shift() as FrameRequestCallback)(time));
    const { result, rerender } = renderHook(({ points }) => useCountUp(points), {
      initialProps: { points: 10 },
    });
    expect(result.current).toBe(10);
    rerender({ points: 110 });
    // A frame stamped a moment before the count began shows the old total, never less.
    draw(990);
    expect(result.current).toBe(10);
    draw(1300);
    expect(result.current).toBeGreaterThan(10);
    expect(result.current).toBeLessThan(110);
    draw(1900);
    expect(result.current).toBe(110);
    expect(frames).toEqual([]);
  });

  it('shows the new points at once when the learner prefers reduced motion', () => {
    preferReducedMotion(true);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { result, rerender } = renderHook(({ points }) => useCountUp(points), {
      initialProps: { points: 10 },
    });
    act(() => rerender({ points: 110 }));
    expect(result.current).toBe(110);
    expect(frames).not.toHaveBeenCalled();
  });
});
