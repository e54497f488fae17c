import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInBuckets, signInPairs } from '../../db/schema';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The bucket's level drained up to `now` (never below zero, never raised by a clock behind). */
const drainedLevel = (now: Date, drainPerHour: number) =>
  sql`greatest(0, ${signInBuckets.level} - greatest(0, extract(epoch from (${at(now)} - ${signInBuckets.updatedAt}))) * ${drainPerHour / 3600})`;

export interface BucketLimits {
  capacity: number;
  drainPerHour: number;
}

/**
 * Puts one unit in the bucket if it still fits under the capacity once drained, in one statement
 * so that concurrent attempts cannot all slip under it. False when it does not fit.
 */
export async function takeFromBucket(db: Database, key: string, limits: BucketLimits, now: Date) {
  const drained = drainedLevel(now, limits.drainPerHour);
  const rows = await db
    .insert(signInBuckets)
    .values({ key, level: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInBuckets.key,
      set: { level: sql`${drained} + 1`, updatedAt: now },
      setWhere: sql`${drained} + 1 <= ${limits.capacity}`,
    })
    .returning({ level: signInBuckets.level });
  return rows.length > 0;
}

/** Gives back the unit an attempt took (it succeeded, so it was no failure). */
export async function returnToBucket(db: Database, key: string, drainPerHour: number, now: Date) {
  await db
    .update(signInBuckets)
    .set({ level: sql`greatest(0, ${drainedLevel(now, drainPerHour)} - 1)`, updatedAt: now })
    .where(eq(signInBuckets.key, key));
}

export async function findBucket(db: Database, key: string) {
  const [row] = await db.select().from(signInBuckets).where(eq(signInBuckets.key, key)).limit(1);
  return row;
}

/** One more failure since the last success; the count starts again after `forgetAfterMs` without any. */
export async function countBucketFailure(db: Database, key: string, forgetAfterMs: number, now: Date) {
  const forgotten = sql`${signInBuckets.lastFailureAt} is null or ${signInBuckets.lastFailureAt} < ${at(new Date(now.getTime() - forgetAfterMs))}`;
  await db
    .update(signInBuckets)
    .set({
      recentFailures: sql`case when ${forgotten} then 1 else ${signInBuckets.recentFailures} + 1 end`,
      lastFailureAt: now,
    })
    .where(eq(signInBuckets.key, key));
}

export async function clearBucketFailures(db: Database, key: string) {
  await db
    .update(signInBuckets)
    .set({ recentFailures: 0, lastFailureAt: null })
    .where(eq(signInBuckets.key, key));
}

export async function deleteBucket(db: Database, key: string) {
  await db.delete(signInBuckets).where(eq(signInBuckets.key, key));
}

export async function findPair(db: Database, account: string, address: string) {
  const [row] = await db
    .select()
    .from(signInPairs)
    .where(and(eq(signInPairs.account, account), eq(signInPairs.address, address)))
    .limit(1);
  return row;
}

/** Counts a failure of this account from this address; returns the count (restarted after a quiet spell). */
export async function countPairFailure(
  db: Database,
  pair: { account: string; address: string },
  forgetAfterMs: number,
  now: Date,
): Promise<number> {
  const forgotten = sql`${signInPairs.lastFailureAt} < ${at(new Date(now.getTime() - forgetAfterMs))}`;
  const [row] = await db
    .insert(signInPairs)
    .values({ ...pair, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [signInPairs.account, signInPairs.address],
      set: {
        failures: sql`case when ${forgotten} then 1 else ${signInPairs.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInPairs.failures });
  return row?.failures ?? 1;
}

export async function setPairRetryAt(
  db: Database,
  pair: { account: string; address: string },
  retryAt: Date,
) {
  await db
    .update(signInPairs)
    .set({ retryAt })
    .where(and(eq(signInPairs.account, pair.account), eq(signInPairs.address, pair.address)));
}

export async function deletePair(db: Database, pair: { account: string; address: string }) {
  await db
    .delete(signInPairs)
    .where(and(eq(signInPairs.account, pair.account), eq(signInPairs.address, pair.address)));
}
