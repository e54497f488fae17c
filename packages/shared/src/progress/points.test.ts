import { describe, expect, it } from 'vitest';
import { gamePoints, isPassed, quizPoints } from './points.ts';

describe('SPEC §4 "Points"', () => {
  it.each([
    [100, 100, 100],
    [0, 100, 0],
    [80, 50, 40],
    [45, 10, 5], // 4.5 rounds up
    [33, 10, 3],
    [67, 10, 7],
    [150, 100, 100], // score clamped to 100
    [-10, 100, 0],
    [50, 0, 0],
    [Number.NaN, 100, 0],
  ])('quizPoints(%s%%, max %s) = %s', (score, max, points) => {
    expect(quizPoints(score, max)).toBe(points);
  });

  it.each([
    [10, 100, 100],
    [0, 100, 0],
    [3, 100, 30],
    [3, 15, 5], // 4.5 rounds up
    [7, 33, 23],
    [12, 100, 100], // level clamped to 10
    [-1, 100, 0],
    [5, -20, 0],
  ])('gamePoints(level %s, max %s) = %s', (level, max, points) => {
    expect(gamePoints(level, max)).toBe(points);
  });

  it.each([
    [60, 60, true],
    [59.9, 60, false],
    [100, 100, true],
    [0, 0, true],
    [Number.NaN, 60, false],
  ])('isPassed(%s, %s) = %s', (score, passing, passed) => {
    expect(isPassed(score, passing)).toBe(passed);
  });
});
