import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type LedgerSource,
  leaderboardBuckets,
  leaderboardScores,
  pointsLedger,
  wallets,
} from '../../db/schema';

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

/** Moves learners between points buckets: +1 at the new points, -1 at the old (if they had a row). */
async function shiftBuckets(
  db: Db,
  moves: { teamId: string; scope: string; period: string; from: number | null; to: number | null }[],
) {
  const deltas = new Map<
    string,
    { teamId: string; scope: string; period: string; points: number; learners: number }
  >();
  const bump = (m: (typeof moves)[number], points: number, by: number) => {
    const key = `${m.teamId}|${m.scope}|${m.period}|${points}`;
    const seen = deltas.get(key);
    deltas.set(key, {
      teamId: m.teamId,
      scope: m.scope,
      period: m.period,
      points,
      learners: (seen?.learners ?? 0) + by,
    });
  };
  for (const m of moves) {
    if (m.from !== null) bump(m, m.from, -1);
    if (m.to !== null) bump(m, m.to, +1);
  }
  const rows = [...deltas.values()].filter((d) => d.learners !== 0);
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
    removed.map((r) => ({ teamId, scope: r.scope, period: r.period, from: r.points, to: null })),
  );
  await addScores(
    db,
    rows.map((r) => ({ ...r, teamId, userId })),
  );
}
