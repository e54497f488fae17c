import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LedgerSource, leaderboardScores, notifications, pointsLedger, wallets } from '../../db/schema';

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
export async function insertEntries(db: Database, entries: LedgerEntry[]) {
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

export async function findWallet(db: Database, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row;
}

export async function upsertWallet(db: Database, values: typeof wallets.$inferInsert) {
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

/** Adds points to a learner's leaderboard rows (one per scope and period). */
export async function addScores(
  db: Database,
  rows: { teamId: string; scope: string; period: string; userId: string; points: number }[],
) {
  // One statement may not update the same row twice, so rows for the same key are summed first.
  const merged = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.teamId}|${row.scope}|${row.period}|${row.userId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, points: seen.points + row.points } : row);
  }
  if (merged.size === 0) return;
  await db
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
    });
}

/** The learner's totals straight from the ledger. */
export async function ledgerTotals(db: Database, userId: string) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      coins: sql<number>`coalesce(sum(${pointsLedger.coins}), 0)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { points: row?.points ?? 0, coins: row?.coins ?? 0 };
}

export const ledgerOf = (db: Database, userId: string) =>
  db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.createdAt);

export async function replaceScores(
  db: Database,
  teamId: string,
  userId: string,
  rows: { scope: string; period: string; points: number }[],
) {
  await db
    .delete(leaderboardScores)
    .where(and(eq(leaderboardScores.teamId, teamId), eq(leaderboardScores.userId, userId)));
  await addScores(
    db,
    rows.map((r) => ({ ...r, teamId, userId })),
  );
}

export async function insertNotification(db: Database, values: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(values);
}
