import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courses } from './content';
import { teamRef } from './refs';
import { users } from './users';

/** One row of an old version's learner report (SPEC §4 "old version data ... Old Versions"). */
export interface VersionReportRow {
  userId: string;
  username: string;
  name: string;
  email: string | null;
  viewedPercentage: number;
  completion: boolean;
  completionDate: string | null;
  score: number;
  points: number;
  timeSpent: number;
}

/**
 * The learner data of a course version that a relaunch with "reset all learner progress" closed:
 * kept so the builder can download it as a CSV report.
 */
export const courseVersions = pgTable(
  'course_versions',
  {
    id: id(),
    teamId: teamRef(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The course's name, topics and decks as they stood. */
    outline: jsonb('outline').$type<Record<string, unknown>>().notNull(),
    report: jsonb('report').$type<VersionReportRow[]>().notNull(),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('course_versions_course_version_unique').on(t.courseId, t.version),
    index('course_versions_team_idx').on(t.teamId),
  ],
);

export type CourseVersionRow = typeof courseVersions.$inferSelect;
