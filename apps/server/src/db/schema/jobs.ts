import { isNull } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { teamRef, userRef } from './refs';

/**
 * Notices waiting to reach one learner each (in-app notification and e-mail): a launch's or an
 * enrolment's audience is written here in the same transaction as the launch or enrolment, and
 * the notice job delivers them. A job claims a row once (claimed_at), so two server processes
 * never deliver the same notice twice.
 */
export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    title: text('title').notNull(),
    /** The in-app notification's text. */
    description: text('description').notNull(),
    /** A path of the app; the e-mail carries it as an absolute link. */
    link: text('link').notNull(),
    /** The e-mail's text between the greeting and the link, its line breaks included. */
    mailText: text('mail_text').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Which process claimed it, for the logs. */
    claimedBy: text('claimed_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('notice_outbox_pending_idx').on(t.createdAt).where(isNull(t.claimedAt)),
    index('notice_outbox_delivered_idx').on(t.deliveredAt),
  ],
);

export type NoticeOutboxRow = typeof noticeOutbox.$inferSelect;
