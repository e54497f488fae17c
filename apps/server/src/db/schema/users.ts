import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teams } from './teams';

export const users = pgTable(
  'users',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('en'),
    image: text('image'),
    avatarConfig: jsonb('avatar_config').$type<Record<string, string>>(),
    stage: integer('stage').notNull().default(1),
    branding: jsonb('branding').$type<Record<string, unknown>>(),
    licenseType: text('license_type').notNull().default('Learner'),
    licenseName: text('license_name').notNull().default(''),
    isManager: boolean('is_manager').notNull().default(false),
    /** The user's own manager in the team's reporting hierarchy (never a cycle: see users/hierarchy). */
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    creatorLicense: boolean('creator_license').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // Usernames are global: sign-in takes a username without a team.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_team_idx').on(t.teamId),
    index('users_manager_idx').on(t.managerId),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
