import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

export const findUserByUsername = async (db: Database, username: string): Promise<UserRow | undefined> =>
  (
    await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)
  )[0];

export const findUserById = async (db: Database, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
