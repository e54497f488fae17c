import { AUTH_MESSAGES } from '@lp/shared/auth';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authFailures } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-errors';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per account: 5 wrong passwords in 15 minutes lock that account's sign-in for 15 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};
/** Per IP: 20 failures in 15 minutes, across any accounts, lock that address. */
export const IP_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** 429 if any of the keys is locked right now; checked before any password hashing happens. */
export async function assertNotThrottled(db: Database, keys: string[], now = new Date()): Promise<void> {
  const rows = await db.select().from(authFailures).where(inArray(authFailures.key, keys));
  const lockedUntil = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lockedUntil) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw tooManyRequests(AUTH_MESSAGES.tooManySignIns(minutes));
  }
}

/** Counts one failure for the key within its window and locks it once the policy's ceiling is hit. */
export async function recordFailure(db: Database, key: string, policy: ThrottlePolicy, now = new Date()) {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const expired = sql`${authFailures.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: authFailures.failures });
  if (row && row.failures >= policy.maxFailures) {
    await db
      .update(authFailures)
      .set({ lockedUntil: new Date(now.getTime() + policy.lockMs), failures: 0, windowStartedAt: now })
      .where(eq(authFailures.key, key));
  }
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
