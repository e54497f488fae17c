import { LEVELS } from '@lp/shared/constants';
import { levelFor } from '@lp/shared/gamification/index';
import { describe, expect, it } from 'vitest';
import { initialsOf, levelProgress } from './level-progress.ts';

describe('levelProgress', () => {
  it('starts at Novice with the whole way to Apprentice ahead', () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      name: 'Novice',
      next: { level: 2, name: 'Apprentice', minPoints: 100 },
      remaining: 100,
      percent: 0,
    });
  });

  it('measures the way within the level band', () => {
    // Journeyman is 200-499: 350 points is half way to Adept.
    const progress = levelProgress(350);
    expect(progress).toMatchObject({ level: 3, name: 'Journeyman', remaining: 150, percent: 50 });
    expect(progress.next?.name).toBe('Adept');
  });

  it('changes level exactly at each threshold, agreeing with the shared levelFor', () => {
    for (const level of LEVELS) {
      expect(levelProgress(level.minPoints).level).toBe(levelFor(level.minPoints).level);
      expect(levelProgress(level.minPoints).percent).toBe(level.level === 10 ? 100 : 0);
      if (level.minPoints > 0) expect(levelProgress(level.minPoints - 1).level).toBe(level.level - 1);
    }
  });

  it('has no next level at Ascendant', () => {
    expect(levelProgress(25_000)).toMatchObject({
      level: 10,
      name: 'Ascendant',
      next: null,
      remaining: 0,
      percent: 100,
    });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('asha rao kumar')).toBe('AR');
    expect(initialsOf('Leo')).toBe('L');
  });
});
