import { z } from 'zod';
import { LEADERBOARD_WINDOWS } from '../gamification/index.ts';
import { imageUrlSchema } from '../validation.ts';
import { contentText } from './media-parts.ts';

/**
 * Badge, medal and reward decks: what the award screen shows. The points an award grants are
 * the deck's maximum points (settings.maxPoints), given once at the first completion by the
 * progress service; a reward grants none (SPEC §4), so no amount is stored in the content.
 */
export const awardContentSchema = z.object({
  title: contentText(200).min(1, 'Give the award a title'),
  description: contentText(2000).default(''),
  /** The award's picture (an uploaded image or a web address); a trophy icon when absent. */
  image: imageUrlSchema.optional(),
});

/** A reward may also say how the learner claims it (a voucher code, a desk to visit). */
export const rewardContentSchema = awardContentSchema.extend({
  howToClaim: contentText(1000).default(''),
});

/** An embedded board: the whole team's (any period) or the deck's course (all time). */
export const leaderboardContentSchema = z.object({
  title: contentText(200).default(''),
  scope: z.enum(['app', 'course']).default('app'),
  window: z.enum(LEADERBOARD_WINDOWS).default('all'),
});

export type AwardContent = z.infer<typeof awardContentSchema>;
export type RewardContent = z.infer<typeof rewardContentSchema>;
export type LeaderboardContent = z.infer<typeof leaderboardContentSchema>;
