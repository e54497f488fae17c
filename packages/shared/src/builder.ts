import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { contentItemSchema } from './content/catalog.ts';
import {
  articleSettingsSchema,
  COURSE_KINDS,
  courseSettingsSchema,
  deckSettingsSchema,
} from './content/index.ts';
import { atLeastOneField, imageUrlSchema } from './validation.ts';

/**
 * The builder studio API (issue 8): request and response schemas of every builder route, shared by
 * the server routes and the builder screens. All paths are under /api/v3; POST unless GET is said.
 * - {courses|exams|contests}/create   courseCreateBody -> builderCourse (201)
 * - programs/create                   programCreateBody -> builderProgram (201)
 * - articles/create                   articleCreateBody -> builderArticle (201)
 * - GET courses/{id}/showAdmin        -> builderCourse (answer keys included; builder only)
 * - courses/{id}/update               courseUpdateBody -> builderCourse
 * - courses/{id}/duplicate            -> builderCourse (201)
 * - courses/{id}/delete               -> builderMessage
 * - courses/{id}/launch               launchBody -> launchResult
 * - courses/{id}/unlaunch             -> builderCourse
 * - GET courses/{id}/versions         -> courseVersion[] (not for managers)
 * - GET courses/{id}/versions/{version}/report  -> text/csv attachment (VERSION_REPORT_COLUMNS)
 * - courses/{courseId}/topics/create  topicBody -> builderTopic (201)
 * - courses/{courseId}/topics/{id}/update       topicBody -> builderTopic
 * - courses/{courseId}/topics/{id}/move/{up|down} -> builderCourse
 * - courses/{courseId}/topics/{id}/delete       -> builderMessage
 * - decks/create                      deckCreateBody -> builderDeck (201)
 * - GET decks/{id}/showAdmin          -> builderDeck
 * - decks/{id}/update                 deckUpdateBody -> builderDeck
 * - decks/{id}/duplicate              -> builderDeck (201), at the end of its topic
 * - decks/{id}/delete                 -> builderMessage
 * - decks/{id}/move/{up|down}         -> builderCourse
 * - GET programs/{id}/showAdmin, programs/{id}/update (programUpdateBody) -> builderProgram
 * - programs/{id}/delete              -> builderMessage (SuperAdmin, Admin)
 * - GET articles/{id}/showAdmin, articles/{id}/update (articleUpdateBody) -> builderArticle
 * - articles/{id}/duplicate           -> builderArticle (201)
 * - articles/{id}/delete              -> builderMessage
 * - GET builder/dashboard?kind=&text= -> dashboard
 * Exams and contests are courses with kind exam|contest and use the courses/... paths.
 * Errors: 400 invalid input, 403 no permission (managers: read only), 404 not found or another
 * team's, 409 launched or post-launch exam/contest locks (BUILDER_MESSAGES).
 */

export { alreadyAtEdgeMessage, BUILDER_MESSAGES, launchedAssessmentMessage } from './builder-messages.ts';

/** The content types of `POST {contentType}/create`. */
export const BUILDER_CONTENT_TYPES = ['courses', 'exams', 'contests', 'programs', 'articles'] as const;
export type BuilderContentType = (typeof BUILDER_CONTENT_TYPES)[number];

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/* ------------------------------------------------------------------ request bodies */

const nameSchema = z.string().trim().min(1, 'Name is required').max(200, 'Name is too long');
const descriptionSchema = z.string().trim().max(5000, 'Description is too long');
const imageSchema = imageUrlSchema.nullable();
const prioritySchema = z.number().int().min(-1000).max(1000);
const languagesSchema = z.array(z.enum(LANGUAGES)).max(LANGUAGES.length);
/** Tag ids of the team (tags/list). */
const tagIdsSchema = z.array(z.uuid('Invalid tag id')).max(50);
const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colors are written #rrggbb');

/** Fields every program, course and article carries (SPEC §3 content item). */
const itemFieldsSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  image: imageSchema,
  priority: prioritySchema,
  languages: languagesSchema,
  tags: tagIdsSchema,
});

const createItemDefaults = {
  description: descriptionSchema.default(''),
  image: imageSchema.default(null),
  priority: prioritySchema.default(0),
  languages: languagesSchema.default([]),
  tags: tagIdsSchema.default([]),
};

/** POST courses/create, exams/create, contests/create. Settings not sent take their defaults. */
export const courseCreateBodySchema = itemFieldsSchema.extend({
  ...createItemDefaults,
  settings: courseSettingsSchema.partial().optional(),
});
export type CourseCreateBody = z.infer<typeof courseCreateBodySchema>;

/** POST courses/{id}/update; only the fields sent change; `settings` is merged over the current. */
export const courseUpdateBodySchema = atLeastOneField(
  itemFieldsSchema.extend({ settings: courseSettingsSchema.partial() }).partial(),
);
export type CourseUpdateBody = z.infer<typeof courseUpdateBodySchema>;

/** A program theme (SPEC §5: only with fewer than LIMITS.programThemingMaxCourses courses). */
export const programThemeSchema = z.object({
  main: hexColorSchema.optional(),
  primary: hexColorSchema.optional(),
  primaryText: hexColorSchema.optional(),
  image: imageUrlSchema.optional(),
});
export type ProgramTheme = z.infer<typeof programThemeSchema>;

const programFieldsSchema = itemFieldsSchema.extend({
  published: z.boolean(),
  sequential: z.boolean(),
  /** The program's courses, in order. */
  courseIds: z.array(z.uuid('Invalid course id')).max(500),
  theme: programThemeSchema.nullable(),
});

/** POST programs/create */
export const programCreateBodySchema = programFieldsSchema.extend({
  ...createItemDefaults,
  published: z.boolean().default(false),
  sequential: z.boolean().default(false),
  courseIds: programFieldsSchema.shape.courseIds.default([]),
  theme: programFieldsSchema.shape.theme.default(null),
});
export type ProgramCreateBody = z.infer<typeof programCreateBodySchema>;

/** POST programs/{id}/update; only the fields sent change. */
export const programUpdateBodySchema = atLeastOneField(programFieldsSchema.partial());
export type ProgramUpdateBody = z.infer<typeof programUpdateBodySchema>;

/** POST articles/create; `readerType` must be one of the formats registry (formatOf). */
export const articleCreateBodySchema = itemFieldsSchema.extend({
  ...createItemDefaults,
  readerType: z.string().trim().min(1, 'Choose a format'),
  published: z.boolean().default(false),
  settings: articleSettingsSchema.partial().optional(),
  /** The format's content document; absent: an empty document the editor fills in. */
  content: z.record(z.string(), z.unknown()).optional(),
});
export type ArticleCreateBody = z.infer<typeof articleCreateBodySchema>;

/** POST articles/{id}/update; content is checked against the format's schema and sanitized. */
export const articleUpdateBodySchema = atLeastOneField(
  itemFieldsSchema
    .extend({
      published: z.boolean(),
      settings: articleSettingsSchema.partial(),
      content: z.record(z.string(), z.unknown()),
    })
    .partial(),
);
export type ArticleUpdateBody = z.infer<typeof articleUpdateBodySchema>;

/** POST courses/{courseId}/topics/create and .../topics/{id}/update */
export const topicBodySchema = z.object({ name: nameSchema });
export type TopicBody = z.infer<typeof topicBodySchema>;

/** POST decks/create; exams accept only exam-allowed formats. */
export const deckCreateBodySchema = z.object({
  topicId: z.uuid('Invalid topic id'),
  name: nameSchema,
  readerType: z.string().trim().min(1, 'Choose a format'),
  settings: deckSettingsSchema.partial().optional(),
  content: z.record(z.string(), z.unknown()).optional(),
});
export type DeckCreateBody = z.infer<typeof deckCreateBodySchema>;

/** POST decks/{id}/update; `settings` is merged over the current; content replaces it whole. */
export const deckUpdateBodySchema = atLeastOneField(
  z
    .object({
      name: nameSchema,
      settings: deckSettingsSchema.partial(),
      content: z.record(z.string(), z.unknown()),
    })
    .partial(),
);
export type DeckUpdateBody = z.infer<typeof deckUpdateBodySchema>;

/** POST contests/{id}/update; only the fields sent change. */
export const contestUpdateBodySchema = atLeastOneField(
  z
    .object({
      name: nameSchema,
      description: descriptionSchema,
      image: imageSchema,
      published: z.boolean(),
      timing: courseSettingsSchema.shape.timing,
    })
    .partial(),
);
export type ContestUpdateBody = z.infer<typeof contestUpdateBodySchema>;

/** POST courses/{id}/launch */
export const launchBodySchema = z.object({
  /** true: archive the current learner data as an old version and start everyone afresh. */
  resetProgress: z.boolean(),
});
export type LaunchBody = z.infer<typeof launchBodySchema>;

export const moveParamsSchema = z.object({
  id: z.uuid('Invalid id'),
  direction: z.enum(MOVE_DIRECTIONS, 'Direction is up or down'),
});

/** GET builder/dashboard?kind=&text= */
export const DASHBOARD_KINDS = ['program', 'course', 'exam', 'contest', 'article'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];
export const dashboardQuerySchema = z.object({
  kind: z.enum(DASHBOARD_KINDS).optional(),
  text: z.string().trim().max(100).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/* ------------------------------------------------------------------ responses */

/** Whether the builder may change a course's content now, and why not (SPEC §4). */
export const courseEditingSchema = z.object({
  /** Launched: no topic/deck changes and no change of sequential mode. */
  contentLocked: z.boolean(),
  /** An exam or contest ever launched: no new topics, deletions or moves. */
  structureLocked: z.boolean(),
  /** An exam or contest ever launched: assessment and game decks are frozen. */
  scoredDecksLocked: z.boolean(),
  /** The first reason that applies, for a banner in the editor. */
  message: z.string().nullable(),
});
export type CourseEditing = z.infer<typeof courseEditingSchema>;

/** A deck as the builder sees it: full content, answer keys included. */
export const builderDeckSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  topicId: z.string(),
  name: z.string(),
  category: z.string(),
  readerType: z.string(),
  position: z.number().int(),
  settings: deckSettingsSchema,
  content: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuilderDeck = z.infer<typeof builderDeckSchema>;

export const builderTopicSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  name: z.string(),
  position: z.number().int(),
  decks: z.array(builderDeckSchema),
});
export type BuilderTopic = z.infer<typeof builderTopicSchema>;

const ownedItemSchema = contentItemSchema.extend({ ownerId: z.string().nullable() });

/** GET courses/{id}/showAdmin: the whole outline of a course, exam or contest. */
export const builderCourseSchema = ownedItemSchema.extend({
  kind: z.enum(COURSE_KINDS),
  settings: courseSettingsSchema,
  launched: z.boolean(),
  launchedAt: z.string().nullable(),
  version: z.number().int(),
  editing: courseEditingSchema,
  topics: z.array(builderTopicSchema),
});
export type BuilderCourse = z.infer<typeof builderCourseSchema>;

/** POST courses/{id}/launch */
export const launchResultSchema = z.object({
  course: builderCourseSchema,
  /** The version number archived by a reset, else null. */
  archivedVersion: z.number().int().nullable(),
  /** How many enrolled learners were told (in-app and by email). */
  notified: z.number().int(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** GET programs/{id}/showAdmin */
export const builderProgramSchema = ownedItemSchema.extend({
  sequential: z.boolean(),
  theme: programThemeSchema.nullable(),
  /** False once the program holds LIMITS.programThemingMaxCourses courses or more. */
  themeAllowed: z.boolean(),
  courses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      kind: z.enum(COURSE_KINDS),
      launched: z.boolean(),
      position: z.number().int(),
    }),
  ),
});
export type BuilderProgram = z.infer<typeof builderProgramSchema>;

/** GET articles/{id}/showAdmin */
export const builderArticleSchema = ownedItemSchema.extend({
  readerType: z.string(),
  settings: articleSettingsSchema,
  content: z.record(z.string(), z.unknown()),
});
export type BuilderArticle = z.infer<typeof builderArticleSchema>;

export const CONTENT_STATUSES = ['draft', 'launched', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** One row of GET builder/dashboard. */
export const dashboardItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(DASHBOARD_KINDS),
  identifier: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Articles only. */
  readerType: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: z.object({
    topics: z.number().int(),
    decks: z.number().int(),
    /** Programs: their courses. */
    courses: z.number().int(),
    /** Courses, exams, contests: enrolled learners. */
    learners: z.number().int(),
  }),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const dashboardSchema = z.object({
  items: z.array(dashboardItemSchema),
  /** How many items of each kind the caller may see, before the filters. */
  totals: z.record(z.enum(DASHBOARD_KINDS), z.number().int()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET courses/{id}/versions: the archived (old) versions, newest first. */
export const courseVersionSchema = z.object({
  version: z.number().int(),
  archivedAt: z.string(),
  learnerCount: z.number().int(),
});
export const courseVersionListSchema = z.array(courseVersionSchema);
export type CourseVersion = z.infer<typeof courseVersionSchema>;

/** The columns of GET courses/{id}/versions/{version}/report (text/csv). */
export const VERSION_REPORT_COLUMNS = [
  'username',
  'name',
  'email',
  'viewedPercentage',
  'completion',
  'completionDate',
  'score',
  'points',
  'timeSpent',
] as const;

export const builderMessageSchema = z.object({ message: z.string() });
