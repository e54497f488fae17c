/** A stretch of a recording the learner played, in seconds. */
export interface WatchedRange {
  start: number;
  end: number;
}

/**
 * Time updates further apart than this are a jump (a seek), not playback: at 2x speed with the
 * browser's 250 ms updates, playback advances about 0.5 s per update.
 */
export const MAX_PLAYBACK_STEP_SECONDS = 2;

/** The ranges with `range` added, sorted, overlapping or touching ranges merged into one. */
export function addRange(ranges: readonly WatchedRange[], range: WatchedRange): WatchedRange[] {
  if (!(range.end > range.start)) return [...ranges];
  const sorted = [...ranges, range].sort((a, b) => a.start - b.start);
  const merged: WatchedRange[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/**
 * The ranges after the playhead moved from `from` to `to`: forward steps of normal playback are
 * watched; a jump ahead (seeking) or back adds nothing.
 */
export function advance(ranges: readonly WatchedRange[], from: number, to: number): WatchedRange[] {
  const step = to - from;
  if (step <= 0 || step > MAX_PLAYBACK_STEP_SECONDS) return [...ranges];
  return addRange(ranges, { start: from, end: to });
}

export function watchedSeconds(ranges: readonly WatchedRange[]): number {
  return ranges.reduce((total, range) => total + (range.end - range.start), 0);
}

/** Whole percent of `duration` covered by the ranges (ranges past the end are clipped), 0-100. */
export function watchedPercentage(ranges: readonly WatchedRange[], duration: number): number {
  if (!(duration > 0)) return 0;
  const inside = ranges.map((r) => ({ start: Math.max(0, r.start), end: Math.min(duration, r.end) }));
  const seconds = watchedSeconds(inside.filter((r) => r.end > r.start));
  return Math.min(100, Math.round((seconds / duration) * 100));
}
