import { z } from 'zod';
import { LIMITS } from './constants.ts';
import {
  articleLibraryItemSchema,
  courseCardSchema,
  programCardSchema,
  tagRefSchema,
} from './content/catalog.ts';

/**
 * SPEC §5: search text keeps letters, digits, underscore, space and hyphen only. Letters are any
 * script's letters with their combining marks (Hindi, Tamil... words need their vowel signs).
 */
export const SEARCH_ALLOWED_CHARACTER = /[\p{L}\p{M}\p{Nd}_ -]/u;
const NOT_ALLOWED = /[^\p{L}\p{M}\p{Nd}_ -]/gu;

export const SEARCH_MESSAGES = {
  tooShort: `Enter at least ${LIMITS.searchMinLength} characters to search`,
  tooLong: 'Search text is too long',
} as const;

/** Longest search text kept after stripping. */
export const SEARCH_TEXT_MAX = 100;
/** Most items of each kind a full search returns. */
export const SEARCH_RESULTS_MAX = 50;

/** The SPEC §5 strip rule, then surrounding and repeated spaces removed. */
export const stripSearchText = (text: string): string =>
  text.replace(NOT_ALLOWED, '').replace(/ {2,}/g, ' ').trim();

/** Suggestions and submit on Enter need at least 3 characters after stripping. */
export const isSearchable = (text: string): boolean => stripSearchText(text).length >= LIMITS.searchMinLength;

/** Tag suggestions need more than 2 characters after stripping. */
export const suggestsTags = (text: string): boolean => stripSearchText(text).length > 2;

/** Search text as the server takes it: stripped, then at least 3 characters. */
export const searchTextSchema = z
  .string()
  .max(1000, SEARCH_MESSAGES.tooLong)
  .transform(stripSearchText)
  .pipe(
    z
      .string()
      .min(LIMITS.searchMinLength, SEARCH_MESSAGES.tooShort)
      .max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.tooLong),
  );

export const searchQuerySchema = z.object({ text: searchTextSchema });
export const saveSearchBodySchema = z.object({ term: searchTextSchema });

export const savedSearchSchema = z.object({ _id: z.string(), term: z.string(), createdAt: z.string() });

export const SEARCH_ITEM_KINDS = ['course', 'program', 'article'] as const;

/** One name match in the search box's drop-down. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_ITEM_KINDS),
  _id: z.string(),
  identifier: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Articles open at /content/{readerType}/{id}; null for courses and programs. */
  readerType: z.string().nullable(),
  /** The lesson or quiz of a course whose name matched ("Password check"), else null. */
  lesson: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestResponseSchema = z.object({
  text: z.string(),
  suggestions: z.array(searchSuggestionSchema).max(LIMITS.searchSuggestionsMax),
  tags: z.array(tagRefSchema).max(LIMITS.searchSuggestionsMax),
});

/** /search?text=: the learner-visible items that match, best match first. */
export const searchResultsSchema = z.object({
  text: z.string(),
  courses: z.array(courseCardSchema),
  programs: z.array(programCardSchema),
  articles: z.array(articleLibraryItemSchema),
  tags: z.array(tagRefSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
