import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';
import { invalidateAuth } from '../auth/session-cache';

export const findUserByUsername = async (db: Db, username: string): Promise<UserRow | undefined> =>
  (
    await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)
  )[0];

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  // Signed-in requests carry the user row: a cached copy must not outlive the edit.
  await invalidateAuth(db, { userId: id });
  return row;
}

export const findUserByPhone = async (db: Db, phone: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0];

/** Active, not deleted users with this email address (case-insensitive), in any team. */
export const findActiveUsersByEmail = (db: Db, email: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    );

/** Up to `limit` ids of a team's not-deleted users with this email address (case-insensitive). */
export async function findTeamUserIdsByEmail(db: Db, teamId: string, email: string, limit: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.teamId, teamId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
