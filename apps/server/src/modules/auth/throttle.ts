import { normalizeIP } from '@fastify/rate-limit';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import {
  clearBucketFailures,
  countBucketFailure,
  countPairFailure,
  deleteBucket,
  deletePair,
  findBucket,
  findPair,
  returnToBucket,
  setPairRetryAt,
  takeFromBucket,
} from './throttle.repo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in protection (docs/AUTH.md "Brute-force protection"). Nothing here locks an account for
 * everyone: failures slow down the address that makes them, make the account ask for a proof of
 * work, and only past an hourly budget keep unfamiliar addresses out of that one account.
 */
export const SIGN_IN_PROTECTION = {
  /** Per account and address: a few free failures, then each one doubles the wait, up to 15 minutes. */
  pair: { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  /** Per account: a challenge after a few failures in a row (forgotten after a quiet day). */
  challengeAfterFailures: 3,
  challengeForgetAfterMs: 24 * HOUR,
  /**
   * Per account, a leaky bucket of failures. Addresses the account signed in from lately may use a
   * little more of it than others, so the owner still gets in when strangers have filled it. Any
   * 60 minutes then see at most knownCapacity + drainPerHour = 95 failures: under NIST's 100.
   */
  account: { capacity: 45, knownCapacity: 50, drainPerHour: 45 },
  /** An account's familiar addresses: those of its sessions opened in the last 30 days. */
  knownAddressDays: 30,
  /** Per address, across accounts: high enough for an office behind one address. */
  address: { capacity: 300, drainPerHour: 300 },
} as const;

export interface Attempt {
  /** The bucket of the thing being guessed: `account:<username>` or `phone:<number>`. */
  account: string;
  /** The client address, IPv6 by its /64. */
  address: string;
  now: Date;
}

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const phoneKey = (phone: string) => `phone:${phone}`;
export const clientAddress = (ip: string) => normalizeIP(ip);
const addressKey = (address: string) => `address:${address}`;

const minutesUntilFree = (level: number, capacity: number, drainPerHour: number) =>
  Math.max(1, Math.ceil(((level + 1 - capacity) / drainPerHour) * 60));

/** 429 with Retry-After while this address must still wait before trying this account again. */
export async function assertPairMayTry(db: Database, attempt: Attempt): Promise<void> {
  const pair = await findPair(db, attempt.account, attempt.address);
  if (!pair?.retryAt || pair.retryAt <= attempt.now) return;
  const seconds = Math.ceil((pair.retryAt.getTime() - attempt.now.getTime()) / 1000);
  throw tooManyRequests(keyedMessage('auth.signInWait', seconds), seconds);
}

/** Whether tries on this account must carry a solved challenge. */
export async function challengeNeeded(db: Database, attempt: Attempt): Promise<boolean> {
  const bucket = await findBucket(db, attempt.account);
  if (!bucket?.lastFailureAt) return false;
  const quiet =
    attempt.now.getTime() - bucket.lastFailureAt.getTime() > SIGN_IN_PROTECTION.challengeForgetAfterMs;
  return !quiet && bucket.recentFailures >= SIGN_IN_PROTECTION.challengeAfterFailures;
}

/**
 * Takes this attempt's room in the address's and the account's buckets before anything is
 * checked, so concurrent guesses cannot overshoot; 429 when either is full.
 */
export async function reserveAttempt(db: Database, attempt: Attempt, known: boolean): Promise<void> {
  const { address: addressLimits, account } = SIGN_IN_PROTECTION;
  const addressBucket = addressKey(attempt.address);
  if (!(await takeFromBucket(db, addressBucket, addressLimits, attempt.now))) {
    const level = (await findBucket(db, addressBucket))?.level ?? addressLimits.capacity;
    const minutes = minutesUntilFree(level, addressLimits.capacity, addressLimits.drainPerHour);
    throw tooManyRequests(keyedMessage('auth.addressBlocked', minutes), minutes * 60);
  }
  const accountLimits = { ...account, capacity: known ? account.knownCapacity : account.capacity };
  if (!(await takeFromBucket(db, attempt.account, accountLimits, attempt.now))) {
    await returnToBucket(db, addressBucket, addressLimits.drainPerHour, attempt.now);
    const level = (await findBucket(db, attempt.account))?.level ?? accountLimits.capacity;
    const minutes = minutesUntilFree(level, accountLimits.capacity, account.drainPerHour);
    throw tooManyRequests(keyedMessage('auth.accountProtected', minutes), minutes * 60);
  }
}

/** The right secret: its room goes back, the account's run of failures and this pair's delay end. */
export async function attemptSucceeded(db: Database, attempt: Attempt): Promise<void> {
  const { address, account } = SIGN_IN_PROTECTION;
  await returnToBucket(db, addressKey(attempt.address), address.drainPerHour, attempt.now);
  await returnToBucket(db, attempt.account, account.drainPerHour, attempt.now);
  await clearBucketFailures(db, attempt.account);
  await deletePair(db, attempt);
}

/** A wrong secret: it keeps its room in both buckets and makes this address wait longer next time. */
export async function attemptFailed(db: Database, attempt: Attempt): Promise<void> {
  const { pair } = SIGN_IN_PROTECTION;
  await countBucketFailure(db, attempt.account, SIGN_IN_PROTECTION.challengeForgetAfterMs, attempt.now);
  const failures = await countPairFailure(db, attempt, pair.forgetAfterMs, attempt.now);
  const over = failures - pair.freeFailures;
  if (over >= 0) {
    const delay = Math.min(pair.maxDelayMs, pair.firstDelayMs * 2 ** over);
    await setPairRetryAt(db, attempt, new Date(attempt.now.getTime() + delay));
  }
}

/** A password reset proves the owner: the account's bucket starts empty again. */
export async function forgetAccountFailures(db: Database, username: string): Promise<void> {
  await deleteBucket(db, accountKey(username));
}
