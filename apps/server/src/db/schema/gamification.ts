import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef, userRef } from './refs';

export const LEDGER_SOURCES = [
  'deck',
  'article',
  'course',
  'badge',
  'reward',
  'admin',
  'contest',
  'coupon',
] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * Append-only points and coins ledger. Totals, levels and leaderboards derive from it. The event
 * uuid (with the source) makes an entry idempotent: a replayed event adds nothing.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    source: text('source').$type<LedgerSource>().notNull(),
    sourceId: uuid('source_id'),
    /** The course or contest the points were earned in, for its leaderboard; null outside courses. */
    courseId: uuid('course_id'),
    /** The tracker event (or admin action) that caused the entry. */
    eventUuid: uuid('event_uuid').notNull(),
    points: integer('points').notNull(),
    coins: integer('coins').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_event_unique').on(t.eventUuid, t.source, t.userId),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    index('points_ledger_team_idx').on(t.teamId, t.createdAt),
    index('points_ledger_course_idx').on(t.courseId, t.userId),
  ],
);

/** Derived from the ledger in the same transaction: a learner's totals, level and stage. */
export const wallets = pgTable(
  'wallets',
  {
    userId: userRef().primaryKey(),
    teamId: teamRef(),
    points: integer('points').notNull().default(0),
    coins: integer('coins').notNull().default(0),
    level: integer('level').notNull().default(1),
    stage: integer('stage').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallets_team_points_idx').on(t.teamId, t.points, t.userId)],
);

/**
 * Leaderboard scores per period ('all', 'm2026-11', 'w2026-47') and scope (the team, or a course
 * or contest), kept up to date with each ledger entry so ranking reads an index, not the ledger.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    teamId: teamRef(),
    /** 'team' or the id of the course or contest the points were earned in. */
    scope: text('scope').notNull(),
    period: text('period').notNull(),
    userId: userRef(),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.scope, t.period, t.userId] }),
    index('leaderboard_rank_idx').on(t.teamId, t.scope, t.period, sql`${t.points} desc`, t.userId),
  ],
);

/**
 * How many learners of a board have each points value: "how many are ahead of me" sums a few
 * hundred of these rows instead of counting every learner. Kept in step with leaderboard_scores.
 * A learner always writes the same `slot` of a points value (see `bucketSlot`), so that learners
 * earning the same points at the same moment do not queue on one row; readers sum over the slots.
 */
export const leaderboardBuckets = pgTable(
  'leaderboard_buckets',
  {
    teamId: teamRef(),
    scope: text('scope').notNull(),
    period: text('period').notNull(),
    points: integer('points').notNull(),
    slot: smallint('slot').notNull().default(0),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.scope, t.period, t.points, t.slot] })],
);

/** Badges, medals, certificates and collectibles a learner holds. */
export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    kind: text('kind').$type<'badge' | 'medal' | 'certificate' | 'collectible' | 'reward'>().notNull(),
    /** The deck, article or reward it came from. */
    sourceId: uuid('source_id').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('achievements_unique').on(t.userId, t.kind, t.sourceId)],
);

/** Items of a team's rewards catalog, bought with coins. */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    teamId: teamRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    costCoins: integer('cost_coins').notNull(),
    /** null: unlimited */
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('rewards_team_idx').on(t.teamId)],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    status: text('status').$type<'redeemed' | 'fulfilled' | 'cancelled'>().notNull().default('redeemed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_redemptions_user_idx').on(t.userId)],
);

/** Coupon codes (SPEC §3): a team's own, or global when team is null. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    teamId: uuid('team_id'),
    code: text('code').notNull(),
    type: text('type').notNull(),
    value: integer('value').notNull(),
    message: text('message').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`)],
);

/** In-app notifications (SPEC §3): level-ups, enrolments, reminders, messages from admins. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
