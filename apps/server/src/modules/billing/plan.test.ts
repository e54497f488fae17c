import { PLAN_MESSAGES } from '@lp/shared/billing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeTeam, makeUser } from '../../test/factories';
import { multipartWithFile, pngBytes } from '../assets/test-helpers';
import { planUsage } from './plan.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, payload });
const setPlan = (teamId: string, headers: Headers, payload: object) =>
  post(`teams/${teamId}/plan/update`, headers, payload);

describe('teams/{id}/plan', () => {
  it('shows the Admin their plan with usage, and another team answers 404', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    await makeCourse(app, admin.team.id);
    const res = await get(`teams/${admin.team.id}/plan`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: { plan: 'Standard', maxUsers: null, maxCourses: null, aiCredits: 0, subscriptionEnd: null },
      usage: { users: 1, courses: 1, spaceBytes: 0, contentPieces: 0 },
      paymentsEnabled: false,
    });
    const other = await makeTeam(app);
    expect((await get(`teams/${other.id}/plan`, admin.headers)).statusCode).toBe(404);
    expect((await get('teams/not-a-uuid/plan', admin.headers)).statusCode).toBe(400);
  });

  it('is for admins only; a SuperAdmin reads any team', async () => {
    for (const license of ['Learner', 'Creator'] as const) {
      const user = await makeSignedInUser(app, { license });
      expect((await get(`teams/${user.team.id}/plan`, user.headers)).statusCode).toBe(403);
    }
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const other = await makeTeam(app);
    expect((await get(`teams/${other.id}/plan`, root.headers)).statusCode).toBe(200);
    expect((await get(`teams/${other.id}/plan`, {})).statusCode).toBe(440);
  });

  it('lets an Admin cap their plan but only a SuperAdmin raise it', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const capped = await setPlan(admin.team.id, admin.headers, { maxUsers: 5, maxCourses: 3 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ maxUsers: 5, maxCourses: 3 });
    expect((await setPlan(admin.team.id, admin.headers, { maxUsers: 4 })).statusCode).toBe(200);
    const raised = await setPlan(admin.team.id, admin.headers, { maxUsers: 10 });
    expect(raised.statusCode).toBe(403);
    expect((await setPlan(admin.team.id, admin.headers, { aiCredits: 1000 })).statusCode).toBe(403);
    expect((await setPlan(admin.team.id, admin.headers, { maxUsers: null })).statusCode).toBe(403);
    expect((await setPlan(admin.team.id, admin.headers, { maxUsers: -1 })).statusCode).toBe(400);
    expect((await setPlan(admin.team.id, admin.headers, {})).statusCode).toBe(400);
    expect((await setPlan(admin.team.id, admin.headers, { subscriptionEnd: 'soon' })).statusCode).toBe(400);

    const other = await makeTeam(app);
    expect((await setPlan(other.id, admin.headers, { maxUsers: 1 })).statusCode).toBe(404);
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    expect((await setPlan(admin.team.id, learner.headers, { maxUsers: 1 })).statusCode).toBe(403);

    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const upgraded = await setPlan(admin.team.id, root.headers, {
      plan: 'Enterprise',
      maxUsers: 500,
      aiCredits: 250,
      subscriptionEnd: '2099-01-01T00:00:00.000Z',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({
      plan: 'Enterprise',
      maxUsers: 500,
      maxCourses: 3,
      aiCredits: 250,
    });
  });
});

describe('plan limits', () => {
  it('refuses a user over max users with a clear 403 and writes nothing', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const team = await makeTeam(app);
    await makeUser(app, team.id, { license: 'Admin' });
    await setPlan(team.id, root.headers, { maxUsers: 2 });
    await makeUser(app, team.id);
    const over = makeUser(app, team.id, { username: 'oneuserover' });
    await expect(over).rejects.toMatchObject({ statusCode: 403, message: PLAN_MESSAGES.maxUsers(2) });
    expect((await planUsage(app.db, team.id)).users).toBe(2);
    // The same limit through a route: teams/create's first admin counts against nothing yet.
    const res = await post('teams/create', root.headers, {
      name: `capped${Date.now()}`,
      admin: { username: `capadm${Date.now()}`, password: 'Test@pass1' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses reactivating a user when every seat is taken', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeUser(app, admin.team.id);
    expect((await post(`users/${learner.id}/deactivate`, admin.headers)).statusCode).toBe(200);
    await setPlan(admin.team.id, root.headers, { maxUsers: 1 });
    const back = await post(`users/${learner.id}/activate`, admin.headers);
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(PLAN_MESSAGES.maxUsers(1));
    expect((await planUsage(app.db, admin.team.id)).users).toBe(1);
    await setPlan(admin.team.id, root.headers, { maxUsers: 2 });
    expect((await post(`users/${learner.id}/activate`, admin.headers)).statusCode).toBe(200);
  });

  it('refuses a course over max courses and an article over content pieces', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    await setPlan(admin.team.id, admin.headers, { maxCourses: 1, contentPieces: 1 });
    expect((await post('courses/create', admin.headers, { name: 'First' })).statusCode).toBe(201);
    const over = await post('courses/create', admin.headers, { name: 'Second' });
    expect(over.statusCode).toBe(403);
    // SPEC's English stays the message; the key and its values let a client say it in its language.
    expect(over.json()).toEqual({
      message: PLAN_MESSAGES.maxCourses(1),
      messageKey: 'plan.maxCourses',
      params: { limit: 1 },
    });
    const article = { name: 'Note', readerType: 'article' };
    expect((await post('articles/create', admin.headers, article)).statusCode).toBe(201);
    const overArticle = await post('articles/create', admin.headers, article);
    expect(overArticle.statusCode).toBe(403);
    expect(overArticle.json().message).toBe(PLAN_MESSAGES.contentPieces(1));
    expect(await planUsage(app.db, admin.team.id)).toMatchObject({ courses: 1, contentPieces: 1 });
  });

  it('refuses an upload over the space limit', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    await setPlan(creator.team.id, root.headers, { spaceLimitMb: 1 });
    const upload = async () => {
      const body = multipartWithFile({ content: await pngBytes(1200, 1200), filename: 'big.png' });
      return app.inject({
        method: 'POST',
        url: '/api/v3/assets/create',
        headers: { ...creator.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(201);
    const before = (await planUsage(app.db, creator.team.id)).spaceBytes;
    // A 1200x1200 PNG of one color is small; fill the quota, then the next upload must fail.
    await setPlan(creator.team.id, root.headers, { spaceLimitMb: 1 });
    let last = first;
    for (let i = 0; i < 200 && last.statusCode === 201; i++) last = await upload();
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(PLAN_MESSAGES.spaceLimit(1));
    const after = (await planUsage(app.db, creator.team.id)).spaceBytes;
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses new content after the subscription end', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const { topics } = await makeCourse(app, admin.team.id);
    await setPlan(admin.team.id, root.headers, { subscriptionEnd: '2020-01-01T00:00:00.000Z' });
    for (const [url, body] of [
      ['courses/create', { name: 'Late' }],
      ['articles/create', { name: 'Late', readerType: 'article' }],
      ['decks/create', { topicId: topics[0]?.id, name: 'Late', readerType: 'article' }],
    ] as const) {
      const res = await post(url, admin.headers, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(PLAN_MESSAGES.subscriptionEnded);
    }
    expect(await planUsage(app.db, admin.team.id)).toMatchObject({ courses: 1, contentPieces: 0 });
    const decksNow = await app.db.query.decks.findMany({
      where: (d, { eq }) => eq(d.topicId, topics[0]?.id ?? ''),
    });
    expect(decksNow.map((deck) => deck.name)).not.toContain('Late');
  });

  it('lets concurrent creations take only the free seats', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const team = await makeTeam(app);
    await setPlan(team.id, root.headers, { maxUsers: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => makeUser(app, team.id, { username: `race${i}${Date.now()}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect((await planUsage(app.db, team.id)).users).toBe(3);
  });
});

describe('ai/getcredits', () => {
  it("reports the team plan's credits to builder licenses", async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    await setPlan(creator.team.id, root.headers, { aiCredits: 42 });
    const res = await get('ai/getcredits', creator.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credits: 42, plan: 'Standard' });
    const learner = await makeSignedInUser(app, { teamId: creator.team.id });
    expect((await get('ai/getcredits', learner.headers)).statusCode).toBe(403);
    expect((await get('ai/getcredits', {})).statusCode).toBe(440);
  });
});
