import { LOG_DEFAULTS } from '@lp/shared/logging';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLogRetention } from '../../jobs/log-retention';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser } from '../../test/factories';
import { startSession } from '../auth/sessions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ logRateLimitMax: 30 });
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const log = (headers: Headers, payload: object | string, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/logs/log', headers, payload, remoteAddress });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });

async function headersOf(user: { id: string; teamId: string }) {
  const { token } = await startSession(app.db, app.config.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
  });
  return { 'access-token': token };
}

async function loggingTeam() {
  const team = await makeTeam(app);
  const learner = await makeUser(app, team.id);
  const admin = await makeUser(app, team.id, { license: 'Admin' });
  const creator = await makeUser(app, team.id, { license: 'Creator' });
  return {
    team,
    learner,
    learnerHeaders: await headersOf(learner),
    admin: await headersOf(admin),
    creator: await headersOf(creator),
  };
}

describe('POST /api/v1/logs/log', () => {
  it("keeps a record with SPEC §8's defaults and the session's user, whatever the body claims", async () => {
    const t = await loggingTeam();
    const res = await log(t.learnerHeaders, { client: 'web', platform: 'Linux', user_id: 'someone-else' });
    expect(res.statusCode).toBe(201);
    const [record] = (await get('logs/list', t.admin)).json().records;
    expect(record).toMatchObject({
      _id: res.json()._id,
      client: 'web',
      platform: 'Linux',
      page: LOG_DEFAULTS.page,
      problem: LOG_DEFAULTS.problem,
      criticality: LOG_DEFAULTS.criticality,
      trace: '',
      user_id: t.learner.id,
      username: t.learner.username,
    });
  });

  it('accepts reports without a session (kept without a team), refuses bad criticality and big bodies', async () => {
    const t = await loggingTeam();
    const anonymous = await log({}, { problem: 'Login failed', username: 'typo', criticality: 3 });
    expect(anonymous.statusCode).toBe(201);
    // A stale token does not make the report fail.
    expect((await log({ 'access-token': 'not-a-token' }, { problem: 'x' })).statusCode).toBe(201);
    expect((await get('logs/list?page=Unknown', t.admin)).json().total).toBe(0);

    const bad = await log(t.learnerHeaders, { criticality: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Criticality is a whole number from 1 to 9');
    const huge = await log(t.learnerHeaders, { problem: 'x', trace: 'y'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    const long = await log(t.learnerHeaders, { problem: 'p'.repeat(5000), trace: 't'.repeat(20_000) });
    expect(long.statusCode).toBe(201);
  });

  it('is rate-limited per user', async () => {
    const t = await loggingTeam();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await log(t.learnerHeaders, { problem: `p${i}` })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another user of the same address is not held back.
    const other = await makeUser(app, t.team.id);
    expect((await log(await headersOf(other), { problem: 'mine' })).statusCode).toBe(201);
  });
});

describe('logs/list and logs/grouped', () => {
  it('filters by criticality, page, user and time, and groups repeated problems with counts', async () => {
    const t = await loggingTeam();
    const other = await makeUser(app, t.team.id);
    const otherHeaders = await headersOf(other);
    await log(t.learnerHeaders, { page: '/courses/1', problem: 'Cannot read x', criticality: 1 });
    await log(otherHeaders, { page: '/courses/1', problem: 'Cannot read x', criticality: 2 });
    await log(t.learnerHeaders, { page: '/courses/1', problem: 'Cannot read x', criticality: 1 });
    await log(t.learnerHeaders, { page: '/library', problem: 'Tracker push failed', criticality: 2 });
    await log(t.learnerHeaders, { page: '/library', problem: 'Slow image' });

    expect((await get('logs/list', t.admin)).json().total).toBe(5);
    expect((await get('logs/list?criticality=1', t.admin)).json().total).toBe(2);
    expect((await get('logs/list?criticality=2', t.admin)).json().total).toBe(4);
    expect((await get('logs/list?page=library', t.admin)).json().total).toBe(2);
    expect((await get(`logs/list?user=${other.id}`, t.admin)).json().total).toBe(1);
    expect((await get(`logs/list?user=${other.username.slice(2)}`, t.admin)).json().total).toBe(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(`logs/list?from=${encodeURIComponent(future)}`, t.admin)).json().total).toBe(0);
    expect(
      (await get(`logs/list?to=${encodeURIComponent(future)}&limit=2`, t.admin)).json().records,
    ).toHaveLength(2);

    const groups = (await get('logs/grouped', t.admin)).json();
    expect(groups[0]).toMatchObject({
      problem: 'Cannot read x',
      page: '/courses/1',
      count: 3,
      users: 2,
      criticality: 1,
    });
    expect(groups).toHaveLength(3);
    expect((await get('logs/grouped?criticality=1', t.admin)).json()).toHaveLength(1);
  });

  it('is for admins of the team only; bad filters are refused', async () => {
    const t = await loggingTeam();
    await log(t.learnerHeaders, { problem: 'Ours' });
    expect((await get('logs/list', t.learnerHeaders)).statusCode).toBe(403);
    expect((await get('logs/grouped', t.creator)).statusCode).toBe(403);
    expect((await get('logs/list', {})).statusCode).toBe(440);
    const stranger = await loggingTeam();
    expect((await get('logs/list', stranger.admin)).json().total).toBe(0);
    expect((await get('logs/list?criticality=0', t.admin)).statusCode).toBe(400);
    expect((await get('logs/list?from=yesterday', t.admin)).json().message).toContain(
      'from must be a date and time',
    );
  });
});

describe('log retention job', () => {
  it('removes records older than the retention period and keeps the rest', async () => {
    const t = await loggingTeam();
    await log(t.learnerHeaders, { problem: 'Recent' });
    const none = await runLogRetention({ db: app.db, retentionDays: 30 });
    expect((await get('logs/list', t.admin)).json().total).toBe(1);
    expect(none.removed).toBe(0);
    const later = await runLogRetention({
      db: app.db,
      retentionDays: 30,
      now: new Date(Date.now() + 31 * 24 * 60 * 60 * 1000),
    });
    expect(later.removed).toBeGreaterThanOrEqual(1);
    expect((await get('logs/list', t.admin)).json().total).toBe(0);
  });
});
