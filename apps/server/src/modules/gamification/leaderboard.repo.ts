import { and, asc, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaderboardScores as ls, users } from '../../db/schema';

export interface BoardKey {
  teamId: string;
  scope: string;
  period: string;
  /** Only learners whose details[field] equals value. */
  segment?: { field: string; value: string } | undefined;
}

export interface ScoreRow {
  userId: string;
  points: number;
  firstName: string;
  lastName: string;
  image: string | null;
  avatarConfig: Record<string, string> | null;
}

const columns = {
  userId: ls.userId,
  points: ls.points,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  avatarConfig: users.avatarConfig,
};

function boardWhere(key: BoardKey, ...more: (SQL | undefined)[]) {
  return and(
    eq(ls.teamId, key.teamId),
    eq(ls.scope, key.scope),
    eq(ls.period, key.period),
    eq(users.active, true),
    isNull(users.deletedAt),
    key.segment ? sql`${users.details} ->> ${key.segment.field} = ${key.segment.value}` : undefined,
    ...more,
  );
}

const fromBoard = (db: Database) => db.select(columns).from(ls).innerJoin(users, eq(users.id, ls.userId));

export const topOf = (db: Database, key: BoardKey, limit: number): Promise<ScoreRow[]> =>
  fromBoard(db).where(boardWhere(key)).orderBy(desc(ls.points), asc(ls.userId)).limit(limit);

export async function rowOf(db: Database, key: BoardKey, userId: string): Promise<ScoreRow | undefined> {
  const [row] = await fromBoard(db)
    .where(boardWhere(key, eq(ls.userId, userId)))
    .limit(1);
  return row;
}

async function countWhere(db: Database, key: BoardKey, condition: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ls)
    .innerJoin(users, eq(users.id, ls.userId))
    .where(boardWhere(key, condition));
  return row?.n ?? 0;
}

/** How many rank ahead of these points (competition ranking: equal points share a rank). */
export const countAbove = (db: Database, key: BoardKey, points: number) =>
  countWhere(db, key, gt(ls.points, points));

/** How many with the same points come earlier in the (points desc, user id) order. */
export const countTiedBefore = (db: Database, key: BoardKey, points: number, userId: string) =>
  countWhere(db, key, and(eq(ls.points, points), lt(ls.userId, userId)));

export const countAll = (db: Database, key: BoardKey) => countWhere(db, key, undefined);

/** The rows just before and just after a learner's row in board order. */
export async function neighbours(
  db: Database,
  key: BoardKey,
  me: { points: number; userId: string },
  size: number,
) {
  const before = await fromBoard(db)
    .where(
      boardWhere(key, or(gt(ls.points, me.points), and(eq(ls.points, me.points), lt(ls.userId, me.userId)))),
    )
    .orderBy(asc(ls.points), desc(ls.userId))
    .limit(size);
  const after = await fromBoard(db)
    .where(
      boardWhere(key, or(lt(ls.points, me.points), and(eq(ls.points, me.points), gt(ls.userId, me.userId)))),
    )
    .orderBy(desc(ls.points), asc(ls.userId))
    .limit(size);
  return { before: before.reverse(), after };
}
