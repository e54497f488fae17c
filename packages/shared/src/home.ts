import { z } from 'zod';
import {
  articleLibraryItemSchema,
  courseCardSchema,
  programCardSchema,
  tagRefSchema,
} from './content/catalog.ts';

/** A card of any kind, as the home carousels mix courses, programs and articles. */
export const homeItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), item: courseCardSchema }),
  z.object({ kind: z.literal('program'), item: programCardSchema }),
  z.object({ kind: z.literal('article'), item: articleLibraryItemSchema }),
]);
export type HomeItem = z.infer<typeof homeItemSchema>;

/** SPEC §2 Home: each carousel holds at most LIMITS.carouselMaxItems cards. */
export const homeFeedSchema = z.object({
  /** The learner's most recently opened courses and articles. */
  recentlyViewed: z.array(homeItemSchema),
  /** All content, newest first. */
  newlyAdded: z.array(homeItemSchema),
  /** One per tag the team lists for the learner's stage, by priority then most recently updated. */
  tagCarousels: z.array(z.object({ tag: tagRefSchema, items: z.array(homeItemSchema) })),
  /** From the tags of what the learner viewed and completed, then popularity; never random. */
  recommended: z.array(homeItemSchema),
});
export type HomeFeed = z.infer<typeof homeFeedSchema>;
