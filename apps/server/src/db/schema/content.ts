import type { ArticleSettings, CourseKind, CourseSettings, DeckSettings } from '@lp/shared/content';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef, userRef } from './refs';
import { users } from './users';

const contentItemColumns = () => ({
  id: id(),
  teamId: teamRef(),
  /** Short public code used in /c/{identifier} and /e/{identifier}. */
  identifier: text('identifier').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  priority: integer('priority').notNull().default(0),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  published: boolean('published').notNull().default(false),
  /** View count (SPEC "uniques"). */
  uniques: integer('uniques').notNull().default(0),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export const programs = pgTable(
  'programs',
  {
    ...contentItemColumns(),
    theme: jsonb('theme').$type<Record<string, string>>(),
    /** Courses open one after another: each needs the previous ones complete. */
    sequential: boolean('sequential').notNull().default(false),
  },
  (t) => [
    uniqueIndex('programs_identifier_unique').on(t.identifier),
    index('programs_team_idx').on(t.teamId),
  ],
);

export const courses = pgTable(
  'courses',
  {
    ...contentItemColumns(),
    /** course, exam or contest */
    kind: text('kind').$type<CourseKind>().notNull().default('course'),
    settings: jsonb('settings').$type<CourseSettings>().notNull(),
    launched: boolean('launched').notNull().default(false),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    /** Bumped on each launch that resets learner progress; older versions stay reportable. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('courses_identifier_unique').on(t.identifier), index('courses_team_idx').on(t.teamId)],
);

export const programCourses = pgTable(
  'program_courses',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.courseId] })],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [index('topics_course_idx').on(t.courseId, t.position)],
);

export const decks = pgTable(
  'decks',
  {
    id: id(),
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The content category (SPEC §3 "Content categories"), e.g. article, assessment, video. */
    category: text('category').notNull(),
    readerType: text('reader_type').notNull(),
    position: integer('position').notNull(),
    settings: jsonb('settings').$type<DeckSettings>().notNull(),
    /** The format's content document; its shape is defined per category in packages/shared/formats. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('decks_topic_idx').on(t.topicId, t.position), index('decks_course_idx').on(t.courseId)],
);

/** Standalone content items (articles of any reader type). */
export const articles = pgTable(
  'articles',
  {
    ...contentItemColumns(),
    category: text('category').notNull(),
    readerType: text('reader_type').notNull(),
    settings: jsonb('settings').$type<ArticleSettings>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('articles_identifier_unique').on(t.identifier),
    index('articles_team_idx').on(t.teamId),
  ],
);

/**
 * One row per team whose content changed: `version` is a fresh value of `content_version_seq`,
 * written by triggers on every insert, update and delete of the team's programs, courses, topics,
 * decks, articles, tags and content tags (migration 0025). Learner reads cache the team's content
 * in memory and check this value in the same statement that reads the learner's own state. Values
 * come from a sequence, so a rolled-back change never reuses the version a later change commits.
 */
export const contentVersionSeq = pgSequence('content_version_seq');

export const contentVersions = pgTable('content_versions', {
  // No foreign key: deleting a team deletes its content, whose triggers write this row.
  teamId: uuid('team_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type ProgramRow = typeof programs.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type DeckRow = typeof decks.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/** A learner's enrolment in a course, by an admin, a rule, a team enrolment or self-enrolment. */
export const enrollments = pgTable(
  'enrollments',
  {
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: userRef(),
    source: text('source').$type<'admin' | 'rule' | 'team' | 'self'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('enrollments_user_idx').on(t.userId)],
);

export const CONTENT_KINDS = ['program', 'course', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const tags = pgTable(
  'tags',
  {
    id: id(),
    teamId: teamRef(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tags_team_name_unique').on(t.teamId, sql`lower(${t.name})`)],
);

/** Which tags a program, course or article carries. */
export const contentTags = pgTable(
  'content_tags',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    itemKind: text('item_kind').$type<ContentKind>().notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.itemKind, t.itemId] }),
    index('content_tags_item_idx').on(t.itemKind, t.itemId),
  ],
);

/** A learner's bookmarks (SPEC "favorites"): any program, course or article. */
export const favorites = pgTable(
  'favorites',
  {
    userId: userRef(),
    teamId: teamRef(),
    itemKind: text('item_kind').$type<ContentKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKind, t.itemId] })],
);
