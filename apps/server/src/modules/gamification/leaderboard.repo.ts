import { and, eq } from 'drizzle-orm';
import { type Db, runStatement, type Statement } from '../../db/client';
import { progress, users } from '../../db/schema';
import { segmentScope } from './segments.repo';

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

/** A row as the statement returns it: user id and points. */
type RawRow = [string, number];
/** A learner shown: id, first and last name, image, avatar. */
type Person = [string, string, string, string | null, Record<string, string> | null];

interface SliceRow {
  total: number;
  above: number | null;
  ties: number | null;
  first_above: number | null;
  me: RawRow[] | null;
  top: RawRow[] | null;
  tied_before: RawRow[] | null;
  higher: RawRow[] | null;
  tied_after: RawRow[] | null;
  lower: RawRow[] | null;
  people: Person[] | null;
}

/**
 * The text of the leaderboard statement; parameters $1 team, $2 scope (a segment's own scope for a
 * segment board), $3 period, $4 the caller, $5 how many top rows, $6 how many rows each side of
 * the caller.
 *
 * The rows come from the (team, scope, period, points desc, user) index alone. Each side of the
 * caller is two index ranges (learners tied with them, then the next points values): an OR of both
 * would make PostgreSQL filter half the board instead of walking the index from the caller's
 * position. The counts the ranks need (the board's size, learners ahead of the caller, tied with
 * the caller and ahead of the first row shown above them) are one pass over the board's points
 * buckets (a few hundred rows, not every learner). The names and avatars of every row shown are
 * one lookup by the users' primary key (`= any(array(...))`: a join or `in (select ...)` could
 * have PostgreSQL scan every user, and a subquery per row makes a generic plan, which cannot tell
 * that at most 31 rows are shown, costly enough to be JIT-compiled).
 *
 * Each list has a constant limit inside its parameter's: PostgreSQL guesses that a limit it cannot
 * see keeps a tenth of the board (thousands of rows), which made the generic plan look dearer than
 * planning anew and so every request was planned again (~0.6 ms). With the constant, the generic
 * plan is costed like a custom one and is the one kept.
 */
/** The most rows a list of a leaderboard can show (the top N and each side of the caller). */
export const MAX_ROWS = 100;

const FROM = 'leaderboard_scores s';
const BOARD = 's.team_id = $1 and s.scope = $2 and s.period = $3';

function sliceText(): string {
  // A list is read at most MAX_ROWS rows deep; the limit that counts is the outer one.
  const side = (condition: string, order: string, size: string) =>
    `select * from (select s.user_id, s.points from ${FROM} where ${BOARD} and ${condition} order by ${order}
      limit ${MAX_ROWS}) l limit ${size}`;
  const counted = (points: string) => `sum(b.learners) filter (where ${points})`;
  const counts = `select coalesce(sum(b.learners), 0)::int as total, ${counted('b.points > p.mine')}::int as above,
        ${counted('b.points = p.mine')}::int as ties, ${counted('b.points > p.first')}::int as first_above
        from leaderboard_buckets b cross join marks p where b.team_id = $1 and b.scope = $2 and b.period = $3`;
  // Each list in the order its rows were picked.
  const list = (name: string, order: string) =>
    `(select json_agg(json_build_array(r.user_id, r.points) order by ${order}) from ${name} r)`;
  const shown = ['top', 'me', 'tied_before', 'higher', 'tied_after', 'lower']
    .map((name) => `select user_id from ${name}`)
    .join(' union all ');
  return `with me as (select s.user_id, s.points from ${FROM} where ${BOARD} and s.user_id = $4),
    top as (${side('true', 's.points desc, s.user_id', '$5::int')}),
    tied_before as (${side('s.points = (select points from me) and s.user_id < (select user_id from me)', 's.user_id desc', '$6::int')}),
    higher as (${side('s.points > (select points from me)', 's.points, s.user_id desc', 'greatest(0, $6::int - (select count(*)::int from tied_before))')}),
    tied_after as (${side('s.points = (select points from me) and s.user_id > (select user_id from me)', 's.user_id', '$6::int')}),
    lower as (${side('s.points < (select points from me)', 's.points desc, s.user_id', 'greatest(0, $6::int - (select count(*)::int from tied_after))')}),
    marks as (select (select points from me) as mine, coalesce((select max(points) from
      (select points from tied_before union all select points from higher) b), (select points from me)) as first),
    counts as (${counts})
  select c.total, c.above, c.ties, c.first_above, ${list('me', 'r.user_id')} as me,
    ${list('top', 'r.points desc, r.user_id')} as top, ${list('tied_before', 'r.user_id desc')} as tied_before,
    ${list('higher', 'r.points, r.user_id desc')} as higher, ${list('tied_after', 'r.user_id')} as tied_after,
    ${list('lower', 'r.points desc, r.user_id')} as lower,
    (select json_agg(json_build_array(u.id, u.first_name, u.last_name, u.image, u.avatar_config)) from users u
      where u.id = any(array(${shown}))) as people
  from counts c`;
}

const SLICE: Statement = { name: 'leaderboard_slice', text: sliceText() };

export interface BoardSlice {
  total: number;
  top: ScoreRow[];
  /** The caller's row and what ranking it needs; undefined when the caller has no row. */
  mine?: {
    row: ScoreRow;
    /** Learners with more points than the caller, and those with as many (the caller too). */
    above: number;
    ties: number;
    /** The rows just before and after the caller's, in board order. */
    before: ScoreRow[];
    after: ScoreRow[];
    /** The rows of `before` and `after` with as many points as the caller. */
    tiedBefore: number;
    tiedAfter: number;
    /** Learners with more points than the first row of `before` (or the caller's, when none). */
    firstAbove: number;
  };
}

/** The rows of a list with the names and avatars of the learners shown. */
function namer(people: Person[] | null) {
  const byId = new Map((people ?? []).map((p) => [p[0], p]));
  return (raw: RawRow[] | null): ScoreRow[] =>
    (raw ?? []).map(([userId, points]) => {
      const person = byId.get(userId);
      return {
        userId,
        points,
        firstName: person?.[1] ?? '',
        lastName: person?.[2] ?? '',
        image: person?.[3] ?? null,
        avatarConfig: person?.[4] ?? null,
      };
    });
}

/**
 * One statement for a leaderboard request: the top `limit` rows, the board's size, the caller's
 * row, `around` rows on each side of it, the counts their ranks need, and the names and avatars
 * of every row shown. A fixed text, prepared once per pooled connection.
 */
export async function boardSlice(
  db: Db,
  key: BoardKey,
  userId: string,
  limit: number,
  around: number,
): Promise<BoardSlice> {
  if (limit > MAX_ROWS || around > MAX_ROWS)
    throw new Error(`a leaderboard shows at most ${MAX_ROWS} rows a list`);
  // A segment's board is a board of its own (see segments.repo.ts).
  const scope = key.segment ? segmentScope(key.scope, key.segment.field, key.segment.value) : key.scope;
  const params: unknown[] = [key.teamId, scope, key.period, userId, limit, around];
  const [row] = await runStatement<SliceRow>(db, SLICE, params);
  const rowsOf = namer(row?.people ?? null);
  const slice: BoardSlice = { total: row?.total ?? 0, top: rowsOf(row?.top ?? null) };
  const [mine] = rowsOf(row?.me ?? null);
  if (!row || !mine) return slice;
  const tiedBefore = rowsOf(row.tied_before);
  const tiedAfter = rowsOf(row.tied_after);
  slice.mine = {
    row: mine,
    above: row.above ?? 0,
    ties: row.ties ?? 1,
    before: [...tiedBefore, ...rowsOf(row.higher)].reverse(),
    after: [...tiedAfter, ...rowsOf(row.lower)],
    tiedBefore: tiedBefore.length,
    tiedAfter: tiedAfter.length,
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
