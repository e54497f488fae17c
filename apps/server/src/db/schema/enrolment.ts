import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courses } from './content';
import { teamRef, userRef } from './refs';
import { users } from './users';

/**
 * An enrolment rule of a course (SPEC §3 "Enrollment rule"): learners whose segmentation detail
 * `field` satisfies `operator` with `value` are enrolled. Its id is the SPEC's criteria_id.
 */
export const enrolmentRules = pgTable(
  'enrolment_rules',
  {
    id: id(),
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (t) => [index('enrolment_rules_course_idx').on(t.courseId), index('enrolment_rules_team_idx').on(t.teamId)],
);

/**
 * Reminders sent for an inactive enrolment: one row per (course, learner, sequence), so a reminder
 * claimed by one server process cannot be sent again by another.
 */
export const courseReminders = pgTable(
  'course_reminders',
  {
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: userRef(),
    sequence: integer('sequence').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.sequence] })],
);

export type EnrolmentRuleRow = typeof enrolmentRules.$inferSelect;
