import type { TicketCategory, TicketPriority, TicketStatus } from '@lp/shared/helpdesk';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef, userRef } from './refs';
import { users } from './users';

/** SPEC §3 Helpdesk ticket: a learner's problem, answered by the team's admins. */
export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    id: id(),
    teamId: teamRef(),
    /** The learner who raised it. */
    userId: userRef(),
    category: text('category').$type<TicketCategory>().notNull(),
    problem: text('problem').notNull(),
    details: text('details').notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('helpdesk_tickets_team_idx').on(t.teamId, t.status, t.createdAt),
    index('helpdesk_tickets_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The thread of a ticket: staff replies and the learner's follow-ups, oldest first. */
export const helpdeskReplies = pgTable(
  'helpdesk_replies',
  {
    id: id(),
    teamId: teamRef(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('helpdesk_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);

export type HelpdeskTicketRow = typeof helpdeskTickets.$inferSelect;
export type HelpdeskReplyRow = typeof helpdeskReplies.$inferSelect;
