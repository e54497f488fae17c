import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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
