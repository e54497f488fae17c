import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaderboardBuckets as buckets, leaderboardScores as ls, progress, users } from '../../db/schema';

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

interface Score {
  userId: string;
  points: number;
}

/**
 * Without a segment, every ranking query reads the (team, scope, period, points desc, user) index
 * alone: no join, so top-N, counts and neighbours stay index scans on 100,000 learners. A segment
 * needs the learners' details, so it joins users.
 */
function scores(db: Db, key: BoardKey, ...more: (SQL | undefined)[]) {
  const where = and(eq(ls.teamId, key.teamId), eq(ls.scope, key.scope), eq(ls.period, key.period), ...more);
  if (!key.segment) return db.select({ userId: ls.userId, points: ls.points }).from(ls).where(where);
  return db
    .select({ userId: ls.userId, points: ls.points })
    .from(ls)
    .innerJoin(users, eq(users.id, ls.userId))
    .where(and(where, sql`${users.details} ->> ${key.segment.field} = ${key.segment.value}`));
}

async function count(db: Db, key: BoardKey, condition?: SQL) {
  const inner = scores(db, key, condition).as('s');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

/** Names and avatars for the rows shown, in the order given. */
export async function withPeople(db: Db, rows: Score[]): Promise<ScoreRow[]> {
  if (rows.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      avatarConfig: users.avatarConfig,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = byId.get(r.userId);
    return {
      ...r,
      firstName: p?.firstName ?? '',
      lastName: p?.lastName ?? '',
      image: p?.image ?? null,
      avatarConfig: p?.avatarConfig ?? null,
    };
  });
}

export const topOf = (db: Db, key: BoardKey, limit: number): Promise<Score[]> =>
  scores(db, key).orderBy(desc(ls.points), asc(ls.userId)).limit(limit);

export async function rowOf(db: Db, key: BoardKey, userId: string): Promise<Score | undefined> {
  const [row] = await scores(db, key, eq(ls.userId, userId)).limit(1);
  return row;
}

async function bucketSum(db: Db, key: BoardKey, above: number | null) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${buckets.learners}), 0)::int` })
    .from(buckets)
    .where(
      and(
        eq(buckets.teamId, key.teamId),
        eq(buckets.scope, key.scope),
        eq(buckets.period, key.period),
        above === null ? undefined : gt(buckets.points, above),
      ),
    );
  return row?.n ?? 0;
}

/**
 * How many rank ahead of these points (competition ranking: equal points share a rank). The whole
 * board reads the points buckets; a segment has to count its learners.
 */
export const countAbove = (db: Db, key: BoardKey, points: number) =>
  key.segment ? count(db, key, gt(ls.points, points)) : bucketSum(db, key, points);

/** How many with the same points come earlier in the (points desc, user id) order. */
export const countTiedBefore = (db: Db, key: BoardKey, points: number, userId: string) =>
  count(db, key, and(eq(ls.points, points), lt(ls.userId, userId)));

export const countAll = (db: Db, key: BoardKey) => (key.segment ? count(db, key) : bucketSum(db, key, null));

/**
 * The rows just before and just after a learner's row in board order. Each side is two pure index
 * ranges (learners tied with me, then the next points values): an OR of both would make
 * PostgreSQL filter half the board instead of walking the index from my position.
 */
export async function neighbours(db: Db, key: BoardKey, me: Score, size: number) {
  const tiedBefore = await scores(db, key, eq(ls.points, me.points), lt(ls.userId, me.userId))
    .orderBy(desc(ls.userId))
    .limit(size);
  const higher =
    tiedBefore.length < size
      ? await scores(db, key, gt(ls.points, me.points))
          .orderBy(asc(ls.points), desc(ls.userId))
          .limit(size - tiedBefore.length)
      : [];
  const tiedAfter = await scores(db, key, eq(ls.points, me.points), gt(ls.userId, me.userId))
    .orderBy(asc(ls.userId))
    .limit(size);
  const lower =
    tiedAfter.length < size
      ? await scores(db, key, lt(ls.points, me.points))
          .orderBy(desc(ls.points), asc(ls.userId))
          .limit(size - tiedAfter.length)
      : [];
  return { before: [...tiedBefore, ...higher].reverse(), after: [...tiedAfter, ...lower] };
}

/** The deck records of the team's active learners (the deck leaderboard ranks them). */
export const deckRecords = (db: Db, teamId: string, deckId: string) =>
  db
    .select({
      userId: progress.userId,
      record: progress.record,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(progress)
    .innerJoin(users, eq(users.id, progress.userId))
    .where(
      and(
        eq(progress.teamId, teamId),
        eq(progress.scope, 'deck'),
        eq(progress.itemId, deckId),
        eq(users.active, true),
      ),
    );
