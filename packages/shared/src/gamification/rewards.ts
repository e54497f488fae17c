import { z } from 'zod';
import { DB_INTEGER_MAX, imageUrlSchema, VALIDATION_MESSAGES, WALLET_ADJUSTMENT_MAX } from '../validation.ts';

export const REWARD_MESSAGES = {
  coinsOff: 'Coins are not available for this team.',
  notEnoughCoins: 'You do not have enough coins for this reward.',
  outOfStock: 'This reward is out of stock.',
} as const;

export const rewardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  costCoins: z.number().int(),
  stock: z.number().int().nullable(),
  active: z.boolean(),
});

export const rewardBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: z.string().trim().max(2000).default(''),
  image: imageUrlSchema.nullable().default(null),
  costCoins: z.number().int().min(1, 'A reward costs at least 1 coin').max(DB_INTEGER_MAX),
  stock: z.number().int().min(0).max(DB_INTEGER_MAX).nullable().default(null),
  active: z.boolean().default(true),
});

/** POST users/{id}/wallet/adjust: points and coins to add (negative: take), with the reason. */
export const walletAdjustBodySchema = z.object({
  points: z.number().int().min(-WALLET_ADJUSTMENT_MAX).max(WALLET_ADJUSTMENT_MAX),
  coins: z.number().int().min(-WALLET_ADJUSTMENT_MAX).max(WALLET_ADJUSTMENT_MAX).default(0),
  reason: z.string().trim().min(1, 'Give a reason').max(200),
});

export const redemptionSchema = z.object({
  _id: z.string(),
  rewardId: z.string(),
  name: z.string(),
  coins: z.number().int(),
  status: z.enum(['redeemed', 'fulfilled', 'cancelled']),
  createdAt: z.string(),
  balance: z.number().int(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** A learner's past redemptions; the coin balance is only in the answer of a redeem. */
export const redemptionHistorySchema = z.array(redemptionSchema.omit({ balance: true }));
export type RedemptionHistory = z.infer<typeof redemptionHistorySchema>;

/** SPEC §8 coupon messages. */
export const COUPON_MESSAGES = {
  required: VALIDATION_MESSAGES.couponRequired,
  codeTaken: 'A coupon with this code exists already.',
  invalid: 'Invalid coupon code',
  valid: 'Coupon is valid for this plan!',
} as const;

export const couponSchema = z.object({
  code: z.string(),
  type: z.string(),
  value: z.number(),
  message: z.string(),
});
export const couponValidateBodySchema = z.object({
  code: z.string().trim().min(1, COUPON_MESSAGES.required).max(64),
});
