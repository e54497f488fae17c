import { z } from 'zod';
import {
  articleLibraryItemSchema,
  courseCardSchema,
  programCardSchema,
  tagRefSchema,
} from './content/catalog.ts';
import { MESSAGES } from './errors.ts';
import { SEARCH_ALLOWED_CHARACTER } from './search.ts';

export const TAG_NAME_MAX = 48;

export const TAG_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  nameTooLong: `Tag names are at most ${TAG_NAME_MAX} characters`,
  /** Only what search keeps (SPEC §5), so every tag can be found by typing its name. */
  nameInvalid: 'Tag names may use letters, digits, spaces, underscores and hyphens only',
  taken: (name: string) => `A tag named ${name} already exists`,
  notFound: 'Tag not found',
} as const;

const TAG_NAME = new RegExp(`^${SEARCH_ALLOWED_CHARACTER.source}+$`, 'u');

export const tagNameSchema = z
  .string()
  .transform((v) => v.trim().replace(/ {2,}/g, ' '))
  .pipe(
    z
      .string()
      .min(1, TAG_MESSAGES.nameRequired)
      .max(TAG_NAME_MAX, TAG_MESSAGES.nameTooLong)
      .regex(TAG_NAME, TAG_MESSAGES.nameInvalid),
  );

/** A team's tag with how many items of each kind carry it (drafts included: this is the builder's view). */
export const tagSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  counts: z.object({
    courses: z.number().int(),
    programs: z.number().int(),
    articles: z.number().int(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagBodySchema = z.object({ name: tagNameSchema });

const itemIds = z.array(z.uuid('Invalid id')).max(1000).default([]);
/** Exactly the items that carry the tag afterwards (a replace, not an add). */
export const tagItemsBodySchema = z.object({ courses: itemIds, programs: itemIds, articles: itemIds });
export type TagItemsBody = z.infer<typeof tagItemsBodySchema>;

/** /tags/{name}: the learner-visible items carrying the tag, by priority then most recently updated. */
export const tagPageSchema = z.object({
  tag: tagRefSchema,
  courses: z.array(courseCardSchema),
  programs: z.array(programCardSchema),
  articles: z.array(articleLibraryItemSchema),
});
export type TagPage = z.infer<typeof tagPageSchema>;
