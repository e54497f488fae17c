import { describe, expect, it } from 'vitest';
import { levelFor, periodKeys, stageFor, stageThresholdsSchema } from './index.ts';

describe('levels and stages', () => {
  it.each([
    [0, 1, 'Novice'],
    [99, 1, 'Novice'],
    [100, 2, 'Apprentice'],
    [199, 2, 'Apprentice'],
    [200, 3, 'Journeyman'],
    [4999, 7, 'Grandmaster'],
    [7500, 9, 'Mythic'],
    [9999, 9, 'Mythic'],
    [10000, 10, 'Ascendant'],
    [250000, 10, 'Ascendant'],
  ])('%i points is level %i (%s)', (points, level, name) => {
    expect(levelFor(points)).toMatchObject({ level, name });
  });

  it('derives stages from default or team thresholds', () => {
    expect(stageFor(0).name).toBe('Newbie');
    expect(stageFor(199).stage).toBe(1);
    expect(stageFor(200).name).toBe('Rookie');
    expect(stageFor(2000).name).toBe('Player');
    expect(stageFor(7500).name).toBe('Star');
    expect(stageFor(50, [10, 20, 30]).name).toBe('Star');
    expect(stageFor(15, [10, 20, 30]).stage).toBe(2);
  });

  it('accepts only rising thresholds', () => {
    expect(stageThresholdsSchema.safeParse([10, 20, 30]).success).toBe(true);
    expect(stageThresholdsSchema.safeParse([10, 10, 30]).success).toBe(false);
    expect(stageThresholdsSchema.safeParse([10, 20]).success).toBe(false);
  });
});

describe('leaderboard periods', () => {
  it('puts a moment in its month and ISO week, across year ends', () => {
    expect(periodKeys(new Date('2026-11-21T10:00:00Z'))).toEqual({
      all: 'all',
      month: 'm2026-11',
      week: 'w2026-47',
    });
    expect(periodKeys(new Date('2027-01-01T00:00:00Z')).week).toBe('w2026-53');
    expect(periodKeys(new Date('2026-11-30T23:59:59Z')).month).toBe('m2026-11');
    expect(periodKeys(new Date('2026-12-01T00:00:00Z')).month).toBe('m2026-12');
  });
});
