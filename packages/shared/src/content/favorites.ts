import { z } from 'zod';
import { articleLibraryItemSchema, courseCardSchema, programCardSchema } from './catalog.ts';

export const FAVORITE_KINDS = ['course', 'program', 'article'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export const favoriteToggleParamsSchema = z.object({
  kind: z.enum(FAVORITE_KINDS),
  id: z.uuid('Invalid id'),
});

export const favoriteToggleResponseSchema = z.object({ favorite: z.boolean() });

/** /favorites: what the learner marked, most recently marked first. */
export const favoritesSchema = z.object({
  courses: z.array(courseCardSchema),
  programs: z.array(programCardSchema),
  articles: z.array(articleLibraryItemSchema),
});
export type Favorites = z.infer<typeof favoritesSchema>;
