/** SPEC §4 "Points": quiz and game points from a deck's maximum points (DeckSettings.maxPoints). */
import { LIMITS } from '../constants.ts';
import { clampPercentage, nonNegative } from './types.ts';

/** round(score% × maxPoints / 100); the score is clamped to 0..100, so the result is 0..maxPoints. */
export function quizPoints(scorePercent: number, maxPoints: number): number {
  return Math.round((clampPercentage(scorePercent) * nonNegative(maxPoints)) / 100);
}

/** round(level / 10 × maxPoints), the level clamped to 0..LIMITS.gameLevels (10). */
export function gamePoints(level: number, maxPoints: number): number {
  const clampedLevel = Math.min(LIMITS.gameLevels, nonNegative(level));
  return Math.round((clampedLevel * nonNegative(maxPoints)) / LIMITS.gameLevels);
}

/** A score passes when it reaches the passing percentage (DeckSettings.passingPercentage). */
export function isPassed(scorePercent: number, passingPercentage: number): boolean {
  return Number.isFinite(scorePercent) && scorePercent >= nonNegative(passingPercentage);
}
