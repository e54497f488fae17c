import { AUTH_MESSAGES, CHALLENGE_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, TEST_PASSWORD } from '../../test/factories';
import { forgetAccountFailures, SIGN_IN_PROTECTION } from './throttle';
import { takeFromBucket } from './throttle.repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const WRONG = 'Wrong@pass1';

/** Asks the server for a challenge and solves it, as the web app's widget does. */
async function solvedChallenge(purpose = 'sign_in'): Promise<string> {
  const res = await app.inject(`/api/v3/auth/challenge?purpose=${purpose}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const signIn = (remoteAddress: string, username: string, password: string, altcha?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/sign_in',
    remoteAddress,
    payload: { username, password, ...(altcha ? { altcha } : {}) },
  });

/** Signs in, solving a challenge first when the server asks for one. */
async function signInSolving(remoteAddress: string, username: string, password: string) {
  const first = await signIn(remoteAddress, username, password);
  if (first.statusCode !== 401 || first.json().errorCode !== CHALLENGE_REQUIRED_ERROR_CODE) return first;
  return signIn(remoteAddress, username, password, await solvedChallenge());
}

async function newUser() {
  const team = await makeTeam(app);
  return makeUser(app, team.id);
}

describe('per account and address: progressive delays', () => {
  it('lets the address try a few times, then doubles its wait; other addresses and accounts are not slowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await newUser();
    const other = await newUser();
    const { freeFailures } = SIGN_IN_PROTECTION.pair;
    for (let i = 0; i < freeFailures; i++) {
      expect((await signInSolving('10.40.0.1', user.username, WRONG)).statusCode).toBe(401);
    }
    const waiting = await signIn('10.40.0.1', user.username, TEST_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(AUTH_MESSAGES.signInWait(1));
    expect(waiting.headers['retry-after']).toBe('1');

    // The same address may still sign in to another account, and the owner from elsewhere.
    expect((await signIn('10.40.0.1', other.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signInSolving('10.40.0.2', user.username, TEST_PASSWORD)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1000);
    expect((await signInSolving('10.40.0.1', user.username, WRONG)).statusCode).toBe(401);
    const longer = await signIn('10.40.0.1', user.username, TEST_PASSWORD);
    expect(longer.json().message).toBe(AUTH_MESSAGES.signInWait(2));

    vi.setSystemTime(Date.now() + 2000);
    expect((await signInSolving('10.40.0.1', user.username, TEST_PASSWORD)).statusCode).toBe(200);
    // Success ends the wait.
    expect((await signIn('10.40.0.1', user.username, WRONG)).statusCode).toBe(401);
  });
});

describe('per account: a proof-of-work challenge after a few failures', () => {
  it('asks for a challenge with errorCode 4, then signs in with a solved one, once', async () => {
    const user = await newUser();
    for (let i = 0; i < SIGN_IN_PROTECTION.challengeAfterFailures; i++) {
      expect((await signIn(`10.41.0.${i + 1}`, user.username, WRONG)).statusCode).toBe(401);
    }
    const asked = await signIn('10.41.1.1', user.username, TEST_PASSWORD);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      message: AUTH_MESSAGES.challengeRequired,
      messageKey: 'auth.challengeRequired',
      errorCode: CHALLENGE_REQUIRED_ERROR_CODE,
    });

    const payload = await solvedChallenge();
    const ok = await signIn('10.41.1.1', user.username, TEST_PASSWORD, payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-token']).toMatch(/^ey/);

    // A success ends the run of failures: no challenge until the next few.
    expect((await signIn('10.41.1.2', user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a replayed, tampered or unsolved payload', async () => {
    const user = await newUser();
    for (let i = 0; i < SIGN_IN_PROTECTION.challengeAfterFailures; i++) {
      await signIn(`10.42.0.${i + 1}`, user.username, WRONG);
    }
    const payload = await solvedChallenge();
    expect((await signIn('10.42.1.1', user.username, WRONG, payload)).statusCode).toBe(401);
    const replay = await signIn('10.42.1.1', user.username, TEST_PASSWORD, payload);
    expect(replay.json()).toEqual({
      message: AUTH_MESSAGES.challengeFailed,
      messageKey: 'auth.challengeFailed',
      errorCode: CHALLENGE_REQUIRED_ERROR_CODE,
    });

    const decoded = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString());
    decoded.challenge.parameters.expiresAt += 3600;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await signIn('10.42.1.2', user.username, TEST_PASSWORD, tampered)).json().errorCode).toBe(
      CHALLENGE_REQUIRED_ERROR_CODE,
    );

    const challenge = (await app.inject('/api/v3/auth/challenge?purpose=sign_in')).json();
    const unsolved = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    for (const bad of [unsolved, 'not base64 json', 'e30=']) {
      expect((await signIn('10.42.1.3', user.username, TEST_PASSWORD, bad)).json().errorCode).toBe(
        CHALLENGE_REQUIRED_ERROR_CODE,
      );
    }
    expect(
      (await signIn('10.42.1.4', user.username, TEST_PASSWORD, await solvedChallenge())).statusCode,
    ).toBe(200);
  });

  it('validates the challenge route', async () => {
    expect((await app.inject('/api/v3/auth/challenge')).statusCode).toBe(400);
    expect((await app.inject('/api/v3/auth/challenge?purpose=helpdesk-typo')).statusCode).toBe(400);
  });
});

describe('per account: an hourly budget that strangers cannot spend for the owner', () => {
  it('keeps guessing under 100 failures in any hour, even from a new address every time, solving every challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await newUser();
    const start = Date.now();
    const failures: number[] = [];
    // Two hours of one guess every 30 seconds, each from an address never seen before.
    for (let i = 0; i < 240; i++) {
      vi.setSystemTime(start + i * 30_000);
      const res = await signInSolving(`10.51.${Math.floor(i / 200)}.${(i % 200) + 1}`, user.username, WRONG);
      if (res.statusCode === 401) failures.push(Date.now());
      else expect(res.json().message).toMatch(/^This account is protected after many failed sign-ins/);
    }
    let worstHour = 0;
    for (const from of failures) {
      worstHour = Math.max(worstHour, failures.filter((t) => t >= from && t < from + 3_600_000).length);
    }
    expect(worstHour).toBeLessThan(100);
    // The budget refills slowly rather than never: guessing goes on at the drain rate.
    expect(failures.length).toBeGreaterThan(worstHour);
  }, 120_000);

  it('lets the owner in from an address they used before while strangers wait for the budget to drain', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await newUser();
    expect((await signIn('10.52.0.1', user.username, TEST_PASSWORD)).statusCode).toBe(200);
    let refused = 0;
    for (let i = 1; refused === 0; i++) {
      const res = await signInSolving(`10.53.0.${i}`, user.username, WRONG);
      if (res.statusCode === 429) refused = i;
      expect(i).toBeLessThanOrEqual(SIGN_IN_PROTECTION.account.capacity + 1);
    }
    const stranger = await signInSolving('10.53.1.1', user.username, TEST_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBeDefined();
    expect((await signInSolving('10.52.0.1', user.username, TEST_PASSWORD)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 60 * 60_000);
    expect((await signInSolving('10.53.1.1', user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('opens the budget again after a password reset', async () => {
    const user = await newUser();
    for (let i = 0; i < SIGN_IN_PROTECTION.account.capacity; i++) {
      await takeFromBucket(app.db, `account:${user.username}`, SIGN_IN_PROTECTION.account, new Date());
    }
    expect((await signInSolving('10.60.0.1', user.username, TEST_PASSWORD)).statusCode).toBe(429);
    await forgetAccountFailures(app.db, user.username);
    expect((await signInSolving('10.60.0.1', user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('per address: a high ceiling', () => {
  it("does not lock an office out for its colleagues' mistakes", async () => {
    const team = await makeTeam(app);
    const people = await Promise.all(Array.from({ length: 25 }, () => makeUser(app, team.id)));
    for (const person of people) {
      expect((await signIn('10.70.0.1', person.username, WRONG)).statusCode).toBe(401);
    }
    const colleague = await makeUser(app, team.id);
    expect((await signIn('10.70.0.1', colleague.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address past its ceiling, and only that address', async () => {
    const user = await newUser();
    const { address } = SIGN_IN_PROTECTION;
    for (let i = 0; i < address.capacity; i++) {
      await takeFromBucket(app.db, 'address:10.71.0.1', address, new Date());
    }
    const refused = await signIn('10.71.0.1', user.username, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed sign-ins from your network/);
    expect((await signIn('10.71.0.2', user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
