import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { courses } from './db/schema';
import { enrolmentTeam, inboxOf, makeMember } from './modules/builder/enrolment.fixtures';
import { headersOf } from './test/analytics-team';
import { createPostgresTestDatabase } from './test/app';
import { enrol } from './test/content-factory';
import { TEST_PASSWORD } from './test/factories';
import { mailTo } from './test/rows';

/**
 * Two real server processes (`node apps/server/src/main.ts`) on one PostgreSQL database and one
 * Redis: what one process does, the other must see. Runs with TEST_DATABASE_URL and REDIS_URL
 * (CI sets both); skipped where either is missing.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redisUrl = process.env.REDIS_URL;
const RATE_LIMIT_MAX = 40;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), CONTENT_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Retries `check` until it passes or `ms` have gone by (a change another process made). */
async function within(ms: number, check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const auth = (token: string) => ({ 'access-token': token, 'content-type': 'application/json' });

describe.skipIf(!inject('postgres') || !redisUrl)('two server processes on PostgreSQL and Redis', () => {
  let seeder: FastifyInstance;
  let a: Server;
  let b: Server;
  let team: Awaited<ReturnType<typeof enrolmentTeam>>;
  let dataDir: string;
  let reportAdmin: Awaited<ReturnType<typeof makeMember>>;
  let reportId: string;
  const enrolledOn = addDays(new Date(), -10);

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    seeder = await buildApp(testConfig(), { database: database.handle });
    // A course whose reminder is due now for its learner: both processes' reminder jobs will try.
    team = await enrolmentTeam(seeder, {
      launched: true,
      settings: { notifications: { enrolment: false, reminderAfterDays: 1, reminderMaxTimes: 1 } },
    });
    await enrol(seeder, team.team.id, team.course.id, team.learner.user.id, enrolledOn);
    // A saved report scheduled daily, mailed to an admin: both processes' report jobs will try.
    reportAdmin = await makeMember(seeder, team.team.id, { license: 'Admin' });
    const saved = await seeder.inject({
      method: 'POST',
      url: '/api/v3/analytics/reports/saved/create',
      headers: await headersOf(seeder, reportAdmin),
      payload: {
        name: 'Daily status',
        courseIds: [team.course.id],
        range: { preset: 'last30' },
        columns: ['learner', 'status'],
        schedule: { frequency: 'daily', format: 'csv', recipientIds: [reportAdmin.id] },
      },
    });
    expect(saved.statusCode).toBe(201);
    reportId = saved.json()._id;
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-two-processes-'));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      // Long enough that only an invalidation, never the expiry, can explain a 440.
      SESSION_CACHE_MS: '60000',
      REMINDER_INTERVAL_MINUTES: '1',
      NOTICE_INTERVAL_SECONDS: '0',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    }
    await seeder?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const signIn = async (server: Server, username: string) => {
    const res = await fetch(`${server.url}/api/v3/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return String(res.headers.get('access-token'));
  };
  const library = (server: Server, token: string) =>
    fetch(`${server.url}/api/v3/courseLibrary`, { headers: auth(token) }).then((res) => res.status);

  it('signing out on one gives 440 on the other within a second', async () => {
    const user = await makeMember(seeder, team.team.id);
    const token = await signIn(a, user.username);
    expect(await library(b, token)).toBe(200);
    expect(await library(b, token)).toBe(200);
    const out = await fetch(`${a.url}/api/v3/auth/signOut`, {
      method: 'POST',
      headers: auth(token),
      body: '{}',
    });
    expect(out.status).toBe(200);
    const deadline = Date.now() + 1000;
    let status = await library(b, token);
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await library(b, token);
    }
    expect(status).toBe(440);
  });

  it('shows a course edit in the library of both processes within a second (reads cached in each)', async () => {
    const user = await makeMember(seeder, team.team.id);
    const token = await signIn(a, user.username);
    const names = async (server: Server) => {
      const res = await fetch(`${server.url}/api/v3/courseLibrary`, { headers: auth(token) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { courses: { name: string }[] }).courses.map((c) => c.name);
    };
    const before = team.course.name;
    expect(await names(a)).toEqual([before]);
    expect(await names(b)).toEqual([before]);
    await seeder.db.update(courses).set({ name: 'Renamed elsewhere' }).where(eq(courses.id, team.course.id));
    // Each process drops its cached reads when the change's notification arrives.
    await within(1000, async () => expect(await names(a)).toEqual(['Renamed elsewhere']));
    await within(1000, async () => expect(await names(b)).toEqual(['Renamed elsewhere']));
  });

  it("shows a learner's progress in the next read of the process that wrote it, and soon on the other", async () => {
    const user = await makeMember(seeder, team.team.id);
    await enrol(seeder, team.team.id, team.course.id, user.id);
    const token = await signIn(a, user.username);
    const get = <T>(server: Server, url: string) =>
      fetch(`${server.url}${url}`, { headers: auth(token) }).then((res) => res.json() as Promise<T>);
    const mine = async (server: Server) =>
      (
        await get<{ course: { completion: boolean } | null }>(
          server,
          `/api/v3/courses/${team.course.id}/learners/${user.id}/show`,
        )
      ).course;
    const shown = await get<{ topics: { decks: { _id: string }[] }[] }>(
      a,
      `/api/v3/courses/${team.course.id}/show`,
    );
    const deckId = shown.topics[0]?.decks[0]?._id;
    expect(await mine(a)).toBeNull();
    expect(await mine(b)).toBeNull();
    const done = await fetch(`${a.url}/api/v3/activity/submit_queue`, {
      method: 'POST',
      headers: auth(token),
      body: JSON.stringify({
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            payload: { deckId, timeSpent: 5 },
            time: new Date().toISOString(),
          },
        ],
      }),
    });
    expect(done.status).toBeLessThan(300);
    expect(await mine(a)).toMatchObject({ completion: true });
    await within(1000, async () => expect(await mine(b)).toMatchObject({ completion: true }));
  });

  it('delivers a notification created on one to a live stream on the other', async () => {
    const user = await makeMember(seeder, team.team.id);
    const token = await signIn(a, user.username);
    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/v3/users/${user.id}/notifications/stream`, {
      headers: { 'access-token': token },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text.includes(needle);
    };
    expect(await readUntil('"count":0')).toBe(true);
    const created = await fetch(`${a.url}/api/v3/users/${user.id}/notifications/create`, {
      method: 'POST',
      headers: auth(token),
      body: JSON.stringify({ message: { title: 'From process A' } }),
    });
    expect(created.status).toBe(201);
    expect(await readUntil('"count":1')).toBe(true);
    controller.abort();
  });

  it('counts a rate limit across both processes', async () => {
    const user = await makeMember(seeder, team.team.id);
    const token = await signIn(a, user.username);
    // Per user and route: half the limit on each process uses it all up.
    for (let i = 0; i < RATE_LIMIT_MAX / 2; i++) {
      expect(await library(a, token)).toBe(200);
      expect(await library(b, token)).toBe(200);
    }
    expect(await library(a, token)).toBe(429);
    expect(await library(b, token)).toBe(429);
  });

  it('sends a due reminder once although both processes run the reminder job', async () => {
    const learner = team.learner.user;
    // The job first runs one interval (a minute) after start; allow both processes to run it.
    const remindersNow = async () =>
      (await inboxOf(seeder, learner.id)).filter((n) => n.meta.kind === 'reminder').length;
    const deadline = Date.now() + 100_000;
    while ((await remindersNow()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // Both started within seconds of each other, so the other run has happened by now.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const reminders = await remindersNow();
    expect(reminders).toBe(1);
  }, 120_000);

  it('mails a saved report scheduled daily once although both processes run the report job', async () => {
    // The report job runs with the reminders (every minute here), first one interval after start.
    const mailsNow = async () =>
      (await mailTo(seeder, reportAdmin.email ?? '')).filter((mail) => mail.meta.reportId === reportId)
        .length;
    const deadline = Date.now() + 100_000;
    while ((await mailsNow()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await mailsNow()).toBe(1);
  }, 120_000);
});
