import { getISOWeek, getISOWeekYear } from 'date-fns';
import { z } from 'zod';
import { LEVELS, STAGES } from '../constants.ts';

/** SPEC §9 level of a points total: 0-99 is level 1 (Novice) ... 10000+ is level 10 (Ascendant). */
export function levelFor(points: number): (typeof LEVELS)[number] {
  let current: (typeof LEVELS)[number] = LEVELS[0];
  for (const level of LEVELS) if (points >= level.minPoints) current = level;
  return current;
}

/**
 * Default stage thresholds (lowest points of stages 2, 3 and 4): a stage per band of levels —
 * Newbie for Novice and Apprentice, Rookie from Journeyman, Player from Master, Star from Mythic.
 */
export const DEFAULT_STAGE_THRESHOLDS = [200, 2000, 7500] as const;

export const stageThresholdsSchema = z
  .array(z.number().int().min(1))
  .length(3, 'Give the lowest points of stages 2, 3 and 4')
  .refine((t) => (t[0] as number) < (t[1] as number) && (t[1] as number) < (t[2] as number), {
    message: 'Each stage must start above the one before it',
  });

export function stageFor(points: number, thresholds: readonly number[] | null = DEFAULT_STAGE_THRESHOLDS) {
  const bounds = thresholds ?? DEFAULT_STAGE_THRESHOLDS;
  let stage = 1;
  bounds.forEach((minPoints, i) => {
    if (points >= minPoints) stage = i + 2;
  });
  return STAGES[stage - 1] as (typeof STAGES)[number];
}

export const LEADERBOARD_WINDOWS = ['all', 'month', 'week'] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];

/** The period keys a moment counts towards: all time, its calendar month and its ISO week (UTC). */
export function periodKeys(at: Date): Record<LeaderboardWindow, string> {
  const month = `m${at.toISOString().slice(0, 7)}`;
  const week = `w${getISOWeekYear(at)}-${String(getISOWeek(at)).padStart(2, '0')}`;
  return { all: 'all', month, week };
}

export const SEGMENT_FIELDS = ['department', 'branch', 'zone', 'company'] as const;

export const LEADERBOARD_MESSAGES = {
  segmentPair: 'Give both segmentField and segmentValue, or neither',
} as const;

export const leaderboardQuerySchema = z.object({
  window: z.enum(LEADERBOARD_WINDOWS).default('all'),
  /** Only learners whose details have this value, e.g. department=Sales. */
  segmentField: z.enum(SEGMENT_FIELDS).optional(),
  segmentValue: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  avatarConfig: z.record(z.string(), z.string()).nullable(),
  points: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  window: z.enum(LEADERBOARD_WINDOWS),
  period: z.string(),
  top: z.array(leaderboardEntrySchema),
  /** The caller's own row (rank 0 and no points when they have none yet). */
  me: leaderboardEntrySchema.nullable(),
  /** The five learners above and the five below the caller. */
  around: z.array(leaderboardEntrySchema),
  total: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const achievementSchema = z.object({
  _id: z.string(),
  kind: z.enum(['badge', 'medal', 'certificate', 'collectible', 'reward']),
  title: z.string(),
  image: z.string().nullable(),
  awardedAt: z.string(),
});

export const myProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  points: z.number().int(),
  /** Left out while the team's coins flag is off (SPEC §9). */
  coins: z.number().int().optional(),
  level: z.object({
    level: z.number().int(),
    name: z.string(),
    minPoints: z.number().int(),
    nextAt: z.number().int().nullable(),
  }),
  stage: z.object({ stage: z.number().int(), name: z.string() }),
  rank: z.number().int(),
  achievements: z.array(achievementSchema),
});
