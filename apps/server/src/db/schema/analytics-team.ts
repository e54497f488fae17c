import {
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { teamRef, userRef } from './refs';

/**
 * Live team-wide activity, kept up to date in the progress ingest transaction (modules/analytics
 * activity.service), so that analytics/team reads a few hundred rows instead of every tracker event.
 */

/** Bit n is day n (from 0) of the year; read and written as text of 0s and 1s. */
const yearDays = customType<{ data: string }>({ dataType: () => 'bit(366)' });

/** The days of one year a learner sent any event: distinct active learners over any range. */
export const analyticsLearnerDays = pgTable(
  'analytics_learner_days',
  {
    teamId: teamRef(),
    userId: userRef(),
    year: integer('year').notNull(),
    days: yearDays('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.year, t.userId] })],
);

/**
 * Active learners and sessions of a team per day, ISO week (its Monday) or month (its 1st), spread
 * over slots (counterSlot of the learner) so concurrent learners do not queue on one row lock.
 */
export const analyticsTeamActivity = pgTable(
  'analytics_team_activity',
  {
    teamId: teamRef(),
    granularity: text('granularity').$type<'day' | 'week' | 'month'>().notNull(),
    /** YYYY-MM-DD: the day, the week's Monday or the month's first day. */
    period: text('period').notNull(),
    slot: smallint('slot').notNull().default(0),
    activeLearners: integer('active_learners').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.granularity, t.period, t.slot] })],
);

/**
 * Team-wide figures that change with enrolments, learners' details and points rather than with
 * events (learners, completion by segment, points distribution): recounted at most once a minute
 * per team by whichever server process claims the refresh.
 */
export const analyticsTeamSnapshots = pgTable('analytics_team_snapshots', {
  teamId: teamRef().primaryKey(),
  figures: jsonb('figures').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  /** A process refreshing the figures holds the claim until then. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});
