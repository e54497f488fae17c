import { z } from 'zod';
import { COURSE_ACCESS_STATES, COURSE_PROGRESS_STATES } from './course-access.ts';
import { courseSettingsSchema, deckSettingsSchema } from './index.ts';

/** A tag on a content item (SPEC §3). */
export const tagRefSchema = z.object({ _id: z.string(), name: z.string() });

/** The content item fields of SPEC §3 that every card shows. */
export const contentItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  tags: z.array(tagRefSchema),
  priority: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
  uniques: z.number().int(),
  languages: z.array(z.string()),
  owner: z.object({ team: z.string() }),
  published: z.boolean(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const learnerCourseStatusSchema = z.object({
  access: z.object({ state: z.enum(COURSE_ACCESS_STATES), at: z.string().nullable() }),
  progress: z.object({ state: z.enum(COURSE_PROGRESS_STATES), percentage: z.number() }),
});

export const courseCardSchema = contentItemSchema.extend({
  kind: z.enum(['course', 'exam', 'contest']),
  launched: z.boolean(),
  settings: courseSettingsSchema,
  learner: learnerCourseStatusSchema,
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** What a learner may know of a deck before opening it: no content, no answer keys. */
export const deckSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  readerType: z.string(),
  position: z.number().int(),
  topicId: z.string(),
  settings: deckSettingsSchema,
});

export const topicSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.number().int(),
  decks: z.array(deckSummarySchema),
});

export const courseDetailSchema = courseCardSchema.extend({ topics: z.array(topicSummarySchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const programCardSchema = contentItemSchema.extend({
  sequential: z.boolean(),
  courseCount: z.number().int(),
});
export const programDetailSchema = programCardSchema.extend({ courses: z.array(courseCardSchema) });

export const articleCardSchema = contentItemSchema.extend({ readerType: z.string() });
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const courseLibrarySchema = z.object({
  programs: z.array(programCardSchema),
  courses: z.array(courseCardSchema),
});

export const articleLibraryItemSchema = articleCardSchema.extend({
  bookmarked: z.boolean(),
  viewed: z.boolean(),
  completed: z.boolean(),
});

/** An article as a learner opens it: its content (no answer keys), settings and their marks. */
export const articleReaderSchema = articleLibraryItemSchema.extend({
  content: z.record(z.string(), z.unknown()),
  settings: z.object({ allowSharing: z.boolean(), cleanView: z.boolean(), interactions: z.boolean() }),
});
