import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

/** Users of any team with one of these usernames (compared in lower case). */
export async function usersByUsernames(db: Db, usernames: string[]): Promise<UserRow[]> {
  if (usernames.length === 0) return [];
  const found: UserRow[] = [];
  for (let at = 0; at < usernames.length; at += 1000) {
    const slice = usernames.slice(at, at + 1000).map((name) => name.toLowerCase());
    found.push(
      ...(await db
        .select()
        .from(users)
        .where(inArray(sql`lower(${users.username})`, slice))),
    );
  }
  return found;
}

/** Id and username of users of any team holding one of these phone numbers. */
export async function usersByPhones(db: Db, phones: string[]) {
  if (phones.length === 0) return [];
  const found: { id: string; phone: string | null }[] = [];
  for (let at = 0; at < phones.length; at += 1000) {
    found.push(
      ...(await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(inArray(users.phone, phones.slice(at, at + 1000)))),
    );
  }
  return found;
}

/** Not-deleted users of the team with these usernames (the import's managers). */
export async function teamUsersByUsernames(db: Db, teamId: string, usernames: string[]) {
  if (usernames.length === 0) return [];
  const found: { id: string; username: string }[] = [];
  for (let at = 0; at < usernames.length; at += 1000) {
    const slice = usernames.slice(at, at + 1000).map((name) => name.toLowerCase());
    found.push(
      ...(await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          and(
            eq(users.teamId, teamId),
            isNull(users.deletedAt),
            inArray(sql`lower(${users.username})`, slice),
          ),
        )),
    );
  }
  return found;
}

/** Inserts many users in one statement. */
export async function insertUsers(db: Db, rows: NewUserRow[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return db.insert(users).values(rows).returning();
}
