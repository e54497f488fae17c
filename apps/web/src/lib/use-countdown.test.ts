import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts down one second at a time and stops at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.restart(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts again from the full time on restart', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.restart(60));
    act(() => vi.advanceTimersByTime(30_000));
    act(() => result.current.restart(60));
    expect(result.current.secondsLeft).toBe(60);
  });
});
