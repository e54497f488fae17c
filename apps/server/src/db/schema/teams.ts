import type { TeamPlan } from '@lp/shared/billing';
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
  /** The reader types creators may add; null takes SPEC §9's defaults (see @lp/shared/teams enabledFormatsOf). */
  enabledFormats: jsonb('enabled_formats').$type<string[]>(),
  /** The account plan (SPEC §3); absent keys take DEFAULT_PLAN of @lp/shared/billing. */
  plan: jsonb('plan').$type<Partial<TeamPlan>>().notNull().default({}),
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
  /** Who may join through registration (see @lp/shared/teams SIGNUP_POLICIES); new teams ask for a code. */
  signupPolicy: text('signup_policy')
    .$type<'open' | 'emailDomain' | 'inviteCode' | 'closed'>()
    .notNull()
    .default('inviteCode'),
  /** The email domains of the `emailDomain` policy, lowercase. */
  signupDomains: jsonb('signup_domains').$type<string[]>().notNull().default([]),
  /** The code of the `inviteCode` policy; admins can read it to share it, and replace it. */
  inviteCode: text('invite_code'),
  /** The company domain of SPEC §9's email-domain mode (flag `emailDomainMode`), lowercase. */
  emailDomain: text('email_domain'),
  ...timestamps(),
});

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
