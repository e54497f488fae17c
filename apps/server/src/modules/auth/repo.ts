import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, teams, users } from '../../db/schema';
import { invalidateAuth } from './session-cache';

/** The rows the auth module reads, for its services (which import no schema themselves). */
export type { SessionRow, TeamRow, UserRow } from '../../db/schema';

export async function insertSession(
  db: Database,
  values: {
    userId: string;
    teamId: string;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
    kind?: 'device' | 'link';
  },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** The live session with its user and team, or nothing if revoked, expired or the user is gone. */
function liveSessionQuery(db: Database) {
  return db
    .select({ session: sessions, user: users, team: teams })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(teams, eq(teams.id, sessions.teamId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('auth_live_session');
}

/**
 * Built once per database handle: every request whose session is not in the session cache runs
 * it, and building the three-table select took about 4% of the server's CPU per tracker batch.
 */
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

export async function findLiveSession(db: Database, sessionId: string, now: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, now });
  return row;
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  await invalidateAuth(db, { sessionId });
}

/** Ends every open session of a user, on every device. Returns how many were open. */
export async function revokeUserSessions(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await invalidateAuth(db, { userId });
  return rows.length;
}

/** After a password change: every other device signs in again. */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
  await invalidateAuth(db, { userId });
}

export async function revokeSession(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await invalidateAuth(db, { sessionId });
  return rows.length > 0;
}

/** The addresses a user opened sessions from since a date, newest first (familiar addresses). */
export async function recentSessionAddresses(db: Database, userId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.createdAt, since), isNotNull(sessions.ip)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.map((row) => row.ip).filter((ip): ip is string => ip !== null);
}
