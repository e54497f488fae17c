import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef, userRef } from './refs';
import { users } from './users';

/** An image of a post: an asset uploaded for the feed (kept out of the team's library). */
export interface PostImage {
  assetId: string;
  hasThumbnail: boolean;
  width: number | null;
  height: number | null;
}

export type PostLinkKind = 'course' | 'article';

/** A post on the team's social feed (SPEC §1). `body` is sanitized rich text. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    teamId: teamRef(),
    authorId: userRef(),
    body: text('body').notNull(),
    images: jsonb('images').$type<PostImage[]>().notNull().default([]),
    linkKind: text('link_kind').$type<PostLinkKind>(),
    linkId: uuid('link_id'),
    /** Set while a moderator keeps the post out of the feed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: uuid('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('social_posts_feed_idx').on(t.teamId, t.createdAt, t.id),
    index('social_posts_author_idx').on(t.authorId),
  ],
);

/** A comment on a post: plain text. */
export const socialComments = pgTable(
  'social_comments',
  {
    id: id(),
    teamId: teamRef(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    authorId: userRef(),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: uuid('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('social_comments_post_idx').on(t.postId, t.createdAt)],
);

/** One like per person and post. */
export const socialLikes = pgTable(
  'social_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: userRef(),
    teamId: teamRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** A learner's report of a post, waiting in the moderators' queue until resolved or dismissed. */
export const socialReports = pgTable(
  'social_reports',
  {
    id: id(),
    teamId: teamRef(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    reporterId: userRef(),
    reason: text('reason').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('social_reports_post_reporter_uq').on(t.postId, t.reporterId),
    index('social_reports_queue_idx').on(t.teamId, t.status, t.createdAt),
  ],
);

/** A person a moderator stopped from posting and commenting until `until`. */
export const socialMutes = pgTable('social_mutes', {
  userId: userRef().primaryKey(),
  teamId: teamRef(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  mutedById: uuid('muted_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type SocialCommentRow = typeof socialComments.$inferSelect;
export type SocialReportRow = typeof socialReports.$inferSelect;
