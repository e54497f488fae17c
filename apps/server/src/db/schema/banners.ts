import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef } from './refs';

/** SPEC §3 Banner: ads on the learner's home, shown when the team's `banners` feature is on. */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    teamId: teamRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** An http(s) URL or a path of the app; checked on the way in. */
    link: text('link'),
    priority: integer('priority').notNull().default(0),
    buttonText: text('button_text').notNull().default(''),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('banners_team_idx').on(t.teamId, t.published)],
);

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;
