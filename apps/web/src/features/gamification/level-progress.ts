import { LEVELS } from '@lp/shared/constants';
import { levelFor } from '@lp/shared/gamification/index';

export interface LevelProgress {
  level: number;
  name: string;
  /** The next level, or null at the highest level. */
  next: { level: number; name: string; minPoints: number } | null;
  /** Points still needed for the next level (0 at the highest level). */
  remaining: number;
  /** 0-100: how far the points are from this level's start to the next level's start. */
  percent: number;
}

/** SPEC §9 level ranges: the learner's level for a points total and the way to the next one. */
export function levelProgress(points: number): LevelProgress {
  const current = levelFor(points);
  const next = LEVELS.find((level) => level.level === current.level + 1) ?? null;
  if (!next) return { level: current.level, name: current.name, next: null, remaining: 0, percent: 100 };
  const span = next.minPoints - current.minPoints;
  const percent = Math.min(100, Math.max(0, Math.floor(((points - current.minPoints) / span) * 100)));
  return {
    level: current.level,
    name: current.name,
    next: { level: next.level, name: next.name, minPoints: next.minPoints },
    remaining: next.minPoints - points,
    percent,
  };
}

/** SPEC §5 avatar initials: the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
