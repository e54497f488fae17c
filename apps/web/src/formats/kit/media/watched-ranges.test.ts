import { describe, expect, it } from 'vitest';
import { addRange, advance, watchedPercentage, watchedSeconds } from './watched-ranges.ts';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges and keeps them sorted', () => {
    let ranges = addRange([], { start: 10, end: 20 });
    ranges = addRange(ranges, { start: 0, end: 5 });
    ranges = addRange(ranges, { start: 15, end: 30 });
    ranges = addRange(ranges, { start: 5, end: 8 });
    expect(ranges).toEqual([
      { start: 0, end: 8 },
      { start: 10, end: 30 },
    ]);
    expect(watchedSeconds(ranges)).toBe(28);
  });

  it('ignores empty and reversed ranges', () => {
    expect(addRange([], { start: 5, end: 5 })).toEqual([]);
    expect(addRange([], { start: 6, end: 5 })).toEqual([]);
  });

  it('counts playback steps but not seeking ahead or back', () => {
    let ranges = advance([], 0, 0.25);
    ranges = advance(ranges, 0.25, 0.5);
    ranges = advance(ranges, 0.5, 50); // seek ahead
    ranges = advance(ranges, 50, 50.5);
    ranges = advance(ranges, 50.5, 10); // seek back
    ranges = advance(ranges, 10, 10.25);
    expect(ranges).toEqual([
      { start: 0, end: 0.5 },
      { start: 10, end: 10.25 },
      { start: 50, end: 50.5 },
    ]);
  });

  it('does not count the same part twice', () => {
    let ranges: ReturnType<typeof advance> = [];
    for (let pass = 0; pass < 2; pass += 1) {
      for (let t = 0; t < 30; t += 1) ranges = advance(ranges, t, t + 1);
    }
    expect(watchedPercentage(ranges, 60)).toBe(50);
  });

  it('gives whole percents, clipped to the duration and capped at 100', () => {
    expect(watchedPercentage([{ start: 0, end: 33.4 }], 100)).toBe(33);
    expect(watchedPercentage([{ start: 0, end: 130 }], 120)).toBe(100);
    expect(watchedPercentage([{ start: 0, end: 10 }], 0)).toBe(0);
    expect(watchedPercentage([{ start: 0, end: 10 }], Number.NaN)).toBe(0);
  });
});
