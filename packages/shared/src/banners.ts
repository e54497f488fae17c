import { z } from 'zod';
import { safeLinkSchema } from './links.ts';
import { atLeastOneField, imageUrlSchema } from './validation.ts';

/** SPEC §3 Banner: an ad on the learner's home, rotated every 5 s (LIMITS.bannerRotationMs). */
export const bannerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  priority: z.number().int(),
  button_text: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** SPEC §8: what the home shows when there is no banner. */
export const BANNER_MESSAGES = { none: 'No Ads available' } as const;

const bannerFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: z.string().trim().max(1000),
  image: imageUrlSchema.nullable(),
  link: safeLinkSchema.nullable(),
  priority: z.number().int().min(-1000).max(1000),
  button_text: z.string().trim().max(40),
  published: z.boolean(),
});

export const bannerCreateBodySchema = bannerFields.extend({
  description: bannerFields.shape.description.default(''),
  image: bannerFields.shape.image.default(null),
  link: bannerFields.shape.link.default(null),
  priority: bannerFields.shape.priority.default(0),
  button_text: bannerFields.shape.button_text.default(''),
  published: bannerFields.shape.published.default(false),
});
export type BannerCreateBody = z.infer<typeof bannerCreateBodySchema>;

export const bannerUpdateBodySchema = atLeastOneField(bannerFields.partial());
export type BannerUpdateBody = z.infer<typeof bannerUpdateBodySchema>;
