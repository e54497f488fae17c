import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef } from './refs';
import { users } from './users';

/**
 * Saved reports (SPEC §7 analytics/reports/saved): a named query over the team's enrolments that a
 * creator or admin saved, optionally e-mailed on a schedule. `definition` holds the validated
 * savedReportInputSchema fields (courses, range, filters, statuses, columns); `version` counts
 * its saves.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: id(),
    teamId: teamRef(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').$type<'none' | 'daily' | 'weekly' | 'monthly'>().notNull().default('none'),
    format: text('format').$type<'csv' | 'xlsx'>().notNull().default('csv'),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('saved_reports_team_idx').on(t.teamId, t.updatedAt),
    index('saved_reports_frequency_idx').on(t.frequency),
  ],
);

/**
 * Each sending of a saved report: one row per (report, period), so a scheduled run claimed by one
 * server process is never sent again by another. Manual runs use a period of their own.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    /** yyyy-MM-dd, RRRR-'W'II or yyyy-MM for scheduled runs; manual:<uuid> for "run now". */
    period: text('period').notNull(),
    kind: text('kind').$type<'scheduled' | 'manual'>().notNull(),
    rows: integer('rows').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.period] }),
    index('report_runs_report_idx').on(t.reportId, t.ranAt),
  ],
);

export type SavedReportRow = typeof savedReports.$inferSelect;
export type ReportRunRow = typeof reportRuns.$inferSelect;
