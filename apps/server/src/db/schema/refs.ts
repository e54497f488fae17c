import { uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/** The owning tenant of a row; deleting the team deletes the row. */
export const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

/** The user a row belongs to; deleting the user deletes the row. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
