import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { teams } from './teams';
import { users } from './users';

/**
 * SPEC §3 Log record, as the web app reports it to the log host (`/api/v1/logs/log`). Reports
 * sent with a session carry its team and user; reports without one (a failed sign-in) carry
 * neither. Records older than LOG_RETENTION_DAYS are pruned by jobs/log-retention.ts.
 */
export const logRecords = pgTable(
  'log_records',
  {
    id: id(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The session's username, or what an anonymous client said it was. */
    username: text('username'),
    client: text('client').notNull(),
    platform: text('platform').notNull(),
    page: text('page').notNull(),
    problem: text('problem').notNull(),
    criticality: integer('criticality').notNull(),
    trace: text('trace').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('log_records_team_idx').on(t.teamId, t.createdAt),
    index('log_records_created_idx').on(t.createdAt),
  ],
);

export type LogRecordRow = typeof logRecords.$inferSelect;
export type NewLogRecordRow = typeof logRecords.$inferInsert;
