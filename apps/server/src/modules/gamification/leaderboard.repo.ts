import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../db/client';
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
 * Every statement below reads the (team, scope, period, points desc, user) index alone when there
 * is no segment: no join, so top-N, counts and neighbours stay index scans on 100,000 learners. A
 * segment needs the learners' details, so it joins users.
 */
function scoresOf(key: BoardKey) {
  const board = sql`${ls.teamId} = ${key.teamId} and ${ls.scope} = ${key.scope} and ${ls.period} = ${key.period}`;
  if (!key.segment) return { from: sql`${ls}`, where: board };
  return {
    from: sql`${ls} join ${users} on ${users.id} = ${ls.userId}`,
    where: sql`${board} and ${users.details} ->> ${key.segment.field} = ${key.segment.value}`,
  };
}

/**
 * How many learners of the board have more points than `points` (all of them when null). The
 * whole board sums its points buckets (a few hundred rows, not every learner); a segment counts.
 */
function countAbove(key: BoardKey, points: SQL | null) {
  if (key.segment) {
    const { from, where } = scoresOf(key);
    const above = points === null ? sql`` : sql` and ${ls.points} > ${points}`;
    return sql`(select count(*)::int from ${from} where ${where}${above})`;
  }
  const above = points === null ? sql`` : sql` and ${buckets.points} > ${points}`;
  return sql`(select coalesce(sum(${buckets.learners}), 0)::int from ${buckets}
    where ${buckets.teamId} = ${key.teamId} and ${buckets.scope} = ${key.scope} and ${buckets.period} = ${key.period}${above})`;
}

interface SliceRow {
  total: number;
  me: Score | null;
  top: Score[] | null;
  tied_before: Score[] | null;
  higher: Score[] | null;
  tied_after: Score[] | null;
  lower: Score[] | null;
  above: number | null;
  tied_before_count: number | null;
  first_above: number | null;
  people:
    | {
        id: string;
        firstName: string;
        lastName: string;
        image: string | null;
        avatarConfig: Record<string, string> | null;
      }[]
    | null;
}

export interface BoardSlice {
  total: number;
  top: ScoreRow[];
  /** The caller's row and what ranking it needs; undefined when the caller has no row. */
  mine?: {
    row: ScoreRow;
    /** Learners with more points than the caller, and those tied with them but earlier by id. */
    above: number;
    tiedBefore: number;
    /** The rows just before and after the caller's, in board order. */
    before: ScoreRow[];
    after: ScoreRow[];
    /** Learners with more points than the first row of `before` (or the caller's, when none). */
    firstAbove: number;
  };
}

/**
 * One statement for a leaderboard request: the top `limit` rows, the board's size, the caller's
 * row, `around` rows on each side of it, the counts their ranks need, and the names and avatars
 * of every row shown (by the users' primary key: `in (select ...)` would have PostgreSQL scan every
 * user, as it cannot tell that at most 31 rows are shown). Each side of the caller is two index ranges (learners tied with them, then
 * the next points values): an OR of both would make PostgreSQL filter half the board instead of
 * walking the index from the caller's position.
 */
export async function boardSlice(
  db: Db,
  key: BoardKey,
  userId: string,
  limit: number,
  around: number,
): Promise<BoardSlice> {
  const { from, where } = scoresOf(key);
  const score = sql`${ls.userId} as "userId", ${ls.points} as points`;
  const side = (condition: SQL, order: SQL, size: SQL) =>
    sql`select ${score} from ${from} where ${where} and ${condition} order by ${order} limit ${size}`;
  const myPoints = sql`(select points from me)`;
  const myId = sql`(select "userId" from me)`;
  // Each list in the order its rows were picked.
  const agg = (name: string, order: string) =>
    sql`(select json_agg(json_build_object('userId', s."userId", 'points', s.points) order by ${sql.raw(order)}) from ${sql.identifier(name)} s)`;
  const [row] = await preparedRows<SliceRow>(
    db,
    key.segment ? 'leaderboard_slice_segment' : 'leaderboard_slice',
    sql`with me as (select ${score} from ${from} where ${where} and ${ls.userId} = ${userId} limit 1),
      top as (select ${score} from ${from} where ${where} order by ${ls.points} desc, ${ls.userId} asc limit ${limit}),
      tied_before as (${side(sql`${ls.points} = ${myPoints} and ${ls.userId} < ${myId}`, sql`${ls.userId} desc`, sql`${around}`)}),
      higher as (${side(sql`${ls.points} > ${myPoints}`, sql`${ls.points} asc, ${ls.userId} desc`, sql`greatest(0, ${around} - (select count(*) from tied_before))`)}),
      tied_after as (${side(sql`${ls.points} = ${myPoints} and ${ls.userId} > ${myId}`, sql`${ls.userId} asc`, sql`${around}`)}),
      lower as (${side(sql`${ls.points} < ${myPoints}`, sql`${ls.points} desc, ${ls.userId} asc`, sql`greatest(0, ${around} - (select count(*) from tied_after))`)}),
      shown as (select "userId" from top union select "userId" from me union select "userId" from tied_before
        union select "userId" from higher union select "userId" from tied_after union select "userId" from lower)
    select
      ${countAbove(key, null)} as total,
      (select json_build_object('userId', "userId", 'points', points) from me) as me,
      ${agg('top', 's.points desc, s."userId" asc')} as top,
      ${agg('tied_before', 's."userId" desc')} as tied_before,
      ${agg('higher', 's.points asc, s."userId" desc')} as higher,
      ${agg('tied_after', 's."userId" asc')} as tied_after,
      ${agg('lower', 's.points desc, s."userId" asc')} as lower,
      case when exists (select 1 from me) then ${countAbove(key, myPoints)} end as above,
      (select count(*)::int from ${from} where ${where} and ${ls.points} = ${myPoints} and ${ls.userId} < ${myId}) as tied_before_count,
      case when exists (select 1 from me) then ${countAbove(key, sql`coalesce((select max(points) from (select points from tied_before union all select points from higher) b), ${myPoints})`)} end as first_above,
      (select json_agg(json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'image', ${users.image}, 'avatarConfig', ${users.avatarConfig}))
         from ${users} where ${users.id} = any(array(select "userId" from shown))) as people`,
  );
  const people = new Map((row?.people ?? []).map((p) => [p.id, p]));
  const named = (scores: Score[] | null | undefined): ScoreRow[] =>
    (scores ?? []).map((r) => {
      const p = people.get(r.userId);
      return {
        ...r,
        firstName: p?.firstName ?? '',
        lastName: p?.lastName ?? '',
        image: p?.image ?? null,
        avatarConfig: p?.avatarConfig ?? null,
      };
    });
  const slice: BoardSlice = { total: row?.total ?? 0, top: named(row?.top) };
  if (!row?.me) return slice;
  const [mine] = named([row.me]);
  slice.mine = {
    row: mine as ScoreRow,
    above: row.above ?? 0,
    tiedBefore: row.tied_before_count ?? 0,
    before: named([...(row.tied_before ?? []), ...(row.higher ?? [])]).reverse(),
    after: named([...(row.tied_after ?? []), ...(row.lower ?? [])]),
    firstAbove: row.first_above ?? 0,
  };
  return slice;
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
