import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export interface TeamColors {
  main: string;
  primary: string;
  primaryText: string;
}

export interface WelcomeCard {
  image: string;
  header: string;
  content: string;
}

/** A team is a tenant; `name` is its URL slug (/{team}/login). */
export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  colors: jsonb('colors').$type<TeamColors>().notNull(),
  logo: text('logo'),
  image: text('image'),
  repos: jsonb('repos').$type<string[]>().notNull().default([]),
  cards: jsonb('cards').$type<WelcomeCard[]>().notNull().default([]),
  textColor: text('text_color').notNull().default('#000000'),
  mainColor: text('main_color').notNull().default('#FFC107'),
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  /** Overrides of the SPEC §9 feature-flag defaults; absent keys take the default. */
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  /** Lowest points of stages 2, 3 and 4; null takes the default (a stage per level band). */
  stageThresholds: jsonb('stage_thresholds').$type<number[]>(),
  /** Tag names whose carousels the home shows, per stage '1'-'4' (see @lp/shared/teams homeTags). */
  homeTags: jsonb('home_tags')
    .$type<Partial<Record<'1' | '2' | '3' | '4', string[]>>>()
    .notNull()
    .default({}),
  /** Learner menu items hidden from learners of each stage '1'-'4' (see @lp/shared/teams hiddenMenuItems). */
  hiddenMenuItems: jsonb('hidden_menu_items')
    .$type<Partial<Record<'1' | '2' | '3' | '4', string[]>>>()
    .notNull()
    .default({}),
  ...timestamps(),
});

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
