import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamRef, userRef } from './refs';
import { users } from './users';

export const PROGRESS_SCOPES = ['deck', 'topic', 'course', 'program', 'article'] as const;
export type ProgressScope = (typeof PROGRESS_SCOPES)[number];

/**
 * A learner's progress record for one deck, topic, course, program or article, as computed by
 * packages/shared/progress on the server (never taken from a client).
 */
export const progress = pgTable(
  'progress',
  {
    userId: userRef(),
    teamId: teamRef(),
    scope: text('scope').$type<ProgressScope>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** The course a deck or topic record belongs to, for course-wide reads and resets. */
    courseId: uuid('course_id'),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.itemId] }),
    index('progress_course_idx').on(t.userId, t.courseId),
    index('progress_item_idx').on(t.scope, t.itemId),
  ],
);

/**
 * Every tracker event received, once per learner: a second delivery of a uuid the learner sent
 * before is a no-op. Uuids are the client's, so they are unique per learner only (another
 * learner's event with the same uuid is a different event).
 */
export const trackerEvents = pgTable(
  'tracker_events',
  {
    uuid: uuid('uuid').notNull(),
    teamId: teamRef(),
    userId: userRef(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.uuid] }),
    index('tracker_events_user_idx').on(t.userId, t.occurredAt),
    // Team-wide activity over a date range (analytics/team): active learners and sessions per period.
    index('tracker_events_team_time_idx').on(t.teamId, t.occurredAt, t.userId),
  ],
);

/** The learner's running totals (time, points, sessions) and today's activity. */
export const learnerStates = pgTable('learner_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamId: teamRef(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  history: jsonb('history').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Batches a client could not push: kept whole so an admin can replay them; nothing is lost. */
export const trackerErrorBatches = pgTable(
  'tracker_error_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    userId: userRef(),
    trackers: jsonb('trackers').$type<unknown[]>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    replayedAt: timestamp('replayed_at', { withTimezone: true }),
    replayResult: jsonb('replay_result').$type<Record<string, unknown>>(),
  },
  (t) => [index('tracker_error_batches_team_idx').on(t.teamId, t.receivedAt)],
);

/** Each scored answer, for the question analytics. */
export const questionResponses = pgTable(
  'question_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    userId: userRef(),
    deckId: uuid('deck_id').notNull(),
    questionId: text('question_id').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    correct: boolean('correct').notNull(),
    eventUuid: uuid('event_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_responses_deck_idx').on(t.deckId, t.questionId),
    index('question_responses_user_idx').on(t.userId, t.deckId),
  ],
);

/**
 * A learner's answer to a question of a standalone article (a survey, poll, quiz... read outside
 * a course), checked against the article's stored content; kept for the article's analytics.
 */
export const articleQuestionResponses = pgTable(
  'article_question_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    userId: userRef(),
    articleId: uuid('article_id').notNull(),
    questionId: text('question_id').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    correct: boolean('correct').notNull(),
    eventUuid: uuid('event_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_question_responses_article_idx').on(t.articleId, t.createdAt),
    index('article_question_responses_user_idx').on(t.userId, t.articleId),
  ],
);
