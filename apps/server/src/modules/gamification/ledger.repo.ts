import { and, eq, sql } from 'drizzle-orm';
import { type Db, runStatement, type Statement } from '../../db/client';
import {
  type LedgerSource,
  leaderboardBuckets,
  leaderboardScores,
  pointsLedger,
  wallets,
} from '../../db/schema';
import { learnerSegmentsSql, segmentScopeSql, syncSegments } from './segments.repo';

export interface LedgerEntry {
  teamId: string;
  userId: string;
  source: LedgerSource;
  sourceId: string | null;
  eventUuid: string;
  points: number;
  coins: number;
  reason?: string;
  /** The course or contest the points were earned in, for its own leaderboard. */
  courseId?: string | null;
  createdAt?: Date;
}

/** Inserts the entries; returns those that were new (a replayed event's entry is skipped). */
export async function insertEntries(db: Db, entries: LedgerEntry[]) {
  if (entries.length === 0) return [];
  return db
    .insert(pointsLedger)
    .values(
      entries.map((e) => ({
        teamId: e.teamId,
        userId: e.userId,
        source: e.source,
        sourceId: e.sourceId,
        courseId: e.courseId ?? null,
        eventUuid: e.eventUuid,
        points: e.points,
        coins: e.coins,
        reason: e.reason ?? '',
        ...(e.createdAt ? { createdAt: e.createdAt } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({
      eventUuid: pointsLedger.eventUuid,
      source: pointsLedger.source,
      userId: pointsLedger.userId,
    });
}

/** A ledger entry's leaderboard rows (scope and period), keyed by the entry's event and source. */
export interface EntryScore {
  eventUuid: string;
  source: LedgerSource;
  teamId: string;
  scope: string;
  period: string;
  points: number;
}

export interface WalletChange {
  /** New entries (a replayed event's entry is skipped). */
  applied: number;
  before: { points: number; coins: number; level: number; stage: number } | null;
  after: { points: number; coins: number } | null;
}

const APPEND_FOR_LEARNER: Statement = {
  name: 'gamification_append_for_learner',
  text: `with input as (
        select * from jsonb_to_recordset($1::jsonb) as x(team_id uuid, source text,
          source_id uuid, course_id uuid, event_uuid uuid, points int, coins int, reason text,
          created_at timestamptz)
      ),
      ins as (
        insert into points_ledger (team_id, user_id, source, source_id, course_id, event_uuid, points,
          coins, reason, created_at)
        select team_id, $2::uuid, source, source_id, course_id, event_uuid, points, coins, reason,
          coalesce(created_at, now())
        from input
        on conflict do nothing
        returning event_uuid, source, points, coins
      ),
      base as (
        select s.team_id, s.scope, s.period, sum(s.points)::int as points
        from jsonb_to_recordset($3::jsonb) as s(event_uuid uuid, source text,
          team_id uuid, scope text, period text, points int)
        join ins on ins.event_uuid = s.event_uuid and ins.source = s.source
        group by s.team_id, s.scope, s.period
      ),
      added as (
        select team_id, scope, period, points from base
        union all
        select b.team_id, ${segmentScopeSql('b.scope', 'g.field', 'g.value')}, b.period, b.points
        from base b cross join (${learnerSegmentsSql('$2::uuid')}) g
      ),
      scores as (
        insert into leaderboard_scores (team_id, scope, period, user_id, points)
        select team_id, scope, period, $2::uuid, points from added
        order by team_id, scope, period
        on conflict (team_id, scope, period, user_id)
          do update set points = leaderboard_scores.points + excluded.points
        returning team_id, scope, period, points, (xmax = 0) as inserted
      ),
      moves as (
        select team_id, scope, period, points, 1 as delta from scores
        union all
        select sc.team_id, sc.scope, sc.period, sc.points - a.points, -1
        from scores sc join added a using (team_id, scope, period)
        where not sc.inserted
      ),
      buckets as (
        insert into leaderboard_buckets (team_id, scope, period, points, slot, learners)
        select team_id, scope, period, points, $4::smallint, sum(delta)::int from moves
        group by team_id, scope, period, points
        having sum(delta) <> 0
        order by team_id, scope, period, points
        on conflict (team_id, scope, period, points, slot)
          do update set learners = leaderboard_buckets.learners + excluded.learners
      ),
      total as (
        select coalesce(sum(points), 0)::int as points, coalesce(sum(coins), 0)::int as coins,
          count(*)::int as n
        from ins
      ),
      before as (select points, coins, level, stage from wallets where user_id = $2::uuid),
      wallet as (
        insert into wallets (user_id, team_id, points, coins)
        select $2::uuid, $5::uuid, t.points, greatest(0, t.coins) from total t where t.n > 0
        on conflict (user_id) do update set
          points = wallets.points + (select points from total),
          coins = greatest(0, wallets.coins + (select coins from total)),
          updated_at = now()
        returning points, coins
      )
      select t.n as applied, b.points as before_points, b.coins as before_coins, b.level as before_level,
        b.stage as before_stage, w.points as after_points, w.coins as after_coins
      from total t left join before b on true left join wallet w on true`,
};

/**
 * One learner's entries in one statement: the new ones go to the ledger, their points to the
 * learner's leaderboard scores (and to the copies of each for the learner's segments), the learner moves between points buckets (their own `slot`, rows in
 * key order, so concurrent learners never wait on each other in a cycle) and the wallet takes the
 * totals. Returns the wallet before and after; level and stage are the caller's to set.
 */
export async function appendForLearner(
  db: Db,
  learner: { teamId: string; userId: string; slot: number },
  entries: LedgerEntry[],
  scores: EntryScore[],
): Promise<WalletChange> {
  const { teamId, userId, slot } = learner;
  const rows = entries.map((e) => ({
    team_id: e.teamId,
    source: e.source,
    source_id: e.sourceId,
    course_id: e.courseId ?? null,
    event_uuid: e.eventUuid,
    points: e.points,
    coins: e.coins,
    reason: e.reason ?? '',
    created_at: e.createdAt?.toISOString() ?? null,
  }));
  const scoreRows = scores.map((s) => ({
    event_uuid: s.eventUuid,
    source: s.source,
    team_id: s.teamId,
    scope: s.scope,
    period: s.period,
    points: s.points,
  }));
  const [row] = await runStatement<{
    applied: number;
    before_points: number | null;
    before_coins: number | null;
    before_level: number | null;
    before_stage: number | null;
    after_points: number | null;
    after_coins: number | null;
  }>(db, APPEND_FOR_LEARNER, [JSON.stringify(rows), userId, JSON.stringify(scoreRows), slot, teamId]);
  if (!row) return { applied: 0, before: null, after: null };
  return {
    applied: Number(row.applied),
    before:
      row.before_points === null
        ? null
        : {
            points: Number(row.before_points),
            coins: Number(row.before_coins),
            level: Number(row.before_level),
            stage: Number(row.before_stage),
          },
    after:
      row.after_points === null ? null : { points: Number(row.after_points), coins: Number(row.after_coins) },
  };
}

/** A wallet's level and stage, after its points changed. */
export async function setWalletRank(db: Db, userId: string, level: number, stage: number) {
  await db.update(wallets).set({ level, stage }).where(eq(wallets.userId, userId));
}

export async function findWallet(db: Db, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row;
}

/** The wallet row, locked until the transaction ends: balance checks that follow cannot race. */
export async function lockWallet(db: Db, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  return row;
}

/** Every wallet of the team takes the stage its points reach under these thresholds. */
export async function restageTeamWallets(db: Db, teamId: string, [s2, s3, s4]: readonly number[]) {
  await db
    .update(wallets)
    .set({
      stage: sql`case when ${wallets.points} >= ${s4} then 4 when ${wallets.points} >= ${s3} then 3 when ${wallets.points} >= ${s2} then 2 else 1 end`,
    })
    .where(eq(wallets.teamId, teamId));
}

export async function upsertWallet(db: Db, values: typeof wallets.$inferInsert) {
  await db
    .insert(wallets)
    .values(values)
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        points: values.points,
        coins: values.coins,
        level: values.level,
        stage: values.stage,
        updatedAt: sql`now()`,
      },
    });
}

type ScoreKey = { teamId: string; scope: string; period: string; userId: string };

/** Bucket rows per points value: a learner always writes the same one (the uuid's last two digits). */
export const BUCKET_SLOTS = 64;
export const bucketSlot = (userId: string) => (Number.parseInt(userId.slice(-2), 16) || 0) % BUCKET_SLOTS;

/**
 * Moves learners between points buckets: +1 at the new points, -1 at the old (if they had a row),
 * each in the learner's own slot, rows in key order (concurrent writers never wait in a cycle).
 */
async function shiftBuckets(
  db: Db,
  moves: {
    teamId: string;
    scope: string;
    period: string;
    userId: string;
    from: number | null;
    to: number | null;
  }[],
) {
  const deltas = new Map<
    string,
    { teamId: string; scope: string; period: string; points: number; slot: number; learners: number }
  >();
  const bump = (m: (typeof moves)[number], points: number, by: number) => {
    const slot = bucketSlot(m.userId);
    const key = `${m.teamId}|${m.scope}|${m.period}|${points}|${slot}`;
    const seen = deltas.get(key);
    deltas.set(key, {
      teamId: m.teamId,
      scope: m.scope,
      period: m.period,
      points,
      slot,
      learners: (seen?.learners ?? 0) + by,
    });
  };
  for (const m of moves) {
    if (m.from !== null) bump(m, m.from, -1);
    if (m.to !== null) bump(m, m.to, +1);
  }
  const rows = [...deltas.values()]
    .filter((d) => d.learners !== 0)
    .sort(
      (a, b) =>
        a.teamId.localeCompare(b.teamId) ||
        a.scope.localeCompare(b.scope) ||
        a.period.localeCompare(b.period) ||
        a.points - b.points ||
        a.slot - b.slot,
    );
  if (rows.length === 0) return;
  await db
    .insert(leaderboardBuckets)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        leaderboardBuckets.teamId,
        leaderboardBuckets.scope,
        leaderboardBuckets.period,
        leaderboardBuckets.points,
        leaderboardBuckets.slot,
      ],
      set: { learners: sql`${leaderboardBuckets.learners} + excluded.learners` },
    });
}

/** Adds points to a learner's leaderboard rows (one per scope and period) and moves their buckets. */
export async function addScores(db: Db, rows: (ScoreKey & { points: number })[]) {
  // One statement may not update the same row twice, so rows for the same key are summed first.
  const merged = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.teamId}|${row.scope}|${row.period}|${row.userId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, points: seen.points + row.points } : row);
  }
  if (merged.size === 0) return;
  const written = await db
    .insert(leaderboardScores)
    .values([...merged.values()])
    .onConflictDoUpdate({
      target: [
        leaderboardScores.teamId,
        leaderboardScores.scope,
        leaderboardScores.period,
        leaderboardScores.userId,
      ],
      set: { points: sql`${leaderboardScores.points} + excluded.points` },
    })
    .returning({
      teamId: leaderboardScores.teamId,
      scope: leaderboardScores.scope,
      period: leaderboardScores.period,
      userId: leaderboardScores.userId,
      points: leaderboardScores.points,
      // PostgreSQL: xmax is 0 on a freshly inserted row version.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  await shiftBuckets(
    db,
    written.map((w) => {
      const added = merged.get(`${w.teamId}|${w.scope}|${w.period}|${w.userId}`)?.points ?? 0;
      return {
        teamId: w.teamId,
        scope: w.scope,
        period: w.period,
        userId: w.userId,
        from: w.inserted ? null : w.points - added,
        to: w.points,
      };
    }),
  );
}

/** The learner's totals straight from the ledger. */
export async function ledgerTotals(db: Db, userId: string) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      coins: sql<number>`coalesce(sum(${pointsLedger.coins}), 0)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { points: row?.points ?? 0, coins: row?.coins ?? 0 };
}

export const ledgerOf = (db: Db, userId: string) =>
  db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.createdAt);

export async function replaceScores(
  db: Db,
  teamId: string,
  userId: string,
  rows: { scope: string; period: string; points: number }[],
) {
  const removed = await db
    .delete(leaderboardScores)
    .where(and(eq(leaderboardScores.teamId, teamId), eq(leaderboardScores.userId, userId)))
    .returning({
      scope: leaderboardScores.scope,
      period: leaderboardScores.period,
      points: leaderboardScores.points,
    });
  await shiftBuckets(
    db,
    removed.map((r) => ({ teamId, scope: r.scope, period: r.period, userId, from: r.points, to: null })),
  );
  await addScores(
    db,
    rows.map((r) => ({ ...r, teamId, userId })),
  );
  await syncSegments(db, { teamId, userId, slot: bucketSlot(userId) });
}
