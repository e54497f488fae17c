import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { teamRef, userRef } from './refs';

/**
 * Live analytics of courses, kept up to date in the progress ingest transaction (modules/analytics
 * aggregates.service), so that a course's summary and the header figures of its tabs read a few
 * rows instead of scanning every learner's progress.
 */

/** One learner's standing in one course: the learners tab sorts and filters on it. */
export const analyticsCourseLearners = pgTable(
  'analytics_course_learners',
  {
    courseId: uuid('course_id').notNull(),
    userId: userRef(),
    teamId: teamRef(),
    /** in_progress, completed or failed (a learner with no row has not started). */
    status: text('status').notNull(),
    viewedPercentage: integer('viewed_percentage').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    timeSpent: integer('time_spent').notNull().default(0),
    /** Scored decks of the course attempted and not passed. */
    failedDecks: integer('failed_decks').notNull().default(0),
    /** Sum and count of the learner's quiz and game scores in the course (the score when the course has none). */
    quizScoreSum: doublePrecision('quiz_score_sum').notNull().default(0),
    quizzesScored: integer('quizzes_scored').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('analytics_course_learners_status_idx').on(t.courseId, t.status),
  ],
);

/**
 * Running counters of a course or a deck (scope): learners who started, completed and failed it,
 * sums of their scores and time. A deck's counters also carry its course, for the content funnel.
 * Each item's counters are spread over slots (counterSlot of the learner) so that concurrent
 * learners' ingest transactions do not queue on one row lock; readers sum over the slots.
 */
export const analyticsItemTotals = pgTable(
  'analytics_item_totals',
  {
    scope: text('scope').$type<'course' | 'deck'>().notNull(),
    itemId: uuid('item_id').notNull(),
    slot: smallint('slot').notNull().default(0),
    teamId: teamRef(),
    courseId: uuid('course_id').notNull(),
    started: integer('started').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
    scored: integer('scored').notNull().default(0),
    timeSpent: doublePrecision('time_spent').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.itemId, t.slot] }),
    index('analytics_item_totals_course_idx').on(t.courseId),
  ],
);

/** Completions of a course per day (spread over slots), for the completion-over-time chart. */
export const analyticsCourseDays = pgTable(
  'analytics_course_days',
  {
    courseId: uuid('course_id').notNull(),
    day: text('day').notNull(),
    slot: smallint('slot').notNull().default(0),
    teamId: teamRef(),
    completed: integer('completed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.day, t.slot] })],
);

/** How often each answer was given to a question of a deck (spread over slots), and how often it was right. */
export const analyticsQuestionAnswers = pgTable(
  'analytics_question_answers',
  {
    deckId: uuid('deck_id').notNull(),
    questionId: text('question_id').notNull(),
    /** The answer as JSON text (an option id, a list of them, true/false, a number, or text). */
    answer: text('answer').notNull(),
    slot: smallint('slot').notNull().default(0),
    teamId: teamRef(),
    count: integer('count').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.questionId, t.answer, t.slot] })],
);

/**
 * What a tracker batch gives the analytics, waiting to be counted: the ingest queues one row per
 * batch (the progress records it changed, with the values before; the questions answered; the
 * days and sessions of its events), and one applier at a time folds many of them into the
 * counters above and the team activity, so that the ingest writes one row instead of the
 * counters' dozens (modules/analytics aggregates.service). Analytics reads apply what is queued
 * before they read.
 */
export const analyticsQueuedChanges = pgTable('analytics_queued_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  teamId: teamRef(),
  userId: userRef(),
  changes: jsonb('changes').notNull(),
  answers: jsonb('answers').notNull().default([]),
  activity: jsonb('activity').notNull().default([]),
});
