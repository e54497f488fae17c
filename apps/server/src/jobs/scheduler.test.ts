import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler';

const log = pino({ level: 'silent' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startScheduler', () => {
  it('runs a job every interval, never overlapping itself, and keeps going after a failure', async () => {
    let finish: () => void = () => {};
    const run = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = startScheduler([{ name: 'test', intervalMs: 1000, run }], log);

    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    // The second run has not finished: the next ticks are skipped.
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs a job at once when asked, and once more after a run that was going', async () => {
    const finishers: (() => void)[] = [];
    const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const scheduler = startScheduler([{ name: 'notices', intervalMs: 60_000, run }], log);

    scheduler.runNow('notices');
    expect(run).toHaveBeenCalledTimes(1);
    // Asked twice while running: one more run when this one ends, not two.
    scheduler.runNow('notices');
    scheduler.runNow('notices');
    expect(run).toHaveBeenCalledTimes(1);
    finishers[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    finishers[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);

    scheduler.runNow('unknown');
    await scheduler.stop();
    scheduler.runNow('notices');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
