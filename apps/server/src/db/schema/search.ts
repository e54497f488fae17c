import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { teamRef, userRef } from './refs';

/**
 * Search terms learners submitted (POST searches/save), already stripped by the SPEC §5 rule;
 * for analytics of what people look for.
 */
export const searches = pgTable(
  'searches',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('searches_team_idx').on(t.teamId, t.createdAt),
    index('searches_user_idx').on(t.userId, t.createdAt),
  ],
);

export type SearchRow = typeof searches.$inferSelect;
