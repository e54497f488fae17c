import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { learnerReadStats } from './service';

/**
 * The library and the home feed are sent as the bytes kept from the learner's last answer: every
 * write, an edit of the learner's user or team, and a card's access date must show in the next one.
 */
let app: FastifyInstance;

beforeAll(async () => {
  // The session cache on, as in production: answers are kept while the viewer's user and team
  // objects are the ones it holds.
  app = await createTestApp({ sessionCacheMs: 60_000 });
});
afterAll(async () => {
  await app.close();
});

async function setup() {
  const learner = await makeSignedInUser(app);
  const admin = await makeSignedInUser(app, { license: 'Admin', teamId: learner.team.id });
  const made = await makeCourse(app, learner.team.id, {
    name: 'Cached',
    settings: { isPublic: false, teamSelfEnrolment: false },
  });
  const get = (url: string) => app.inject({ url, headers: learner.headers });
  const library = async () => (await get('/api/v3/courseLibrary')).json();
  const as = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) });
  return { learner, admin, ...made, library, as };
}

describe('learner answers kept as bytes', () => {
  it('sends a repeated library and home feed as the bytes kept from the first', async () => {
    const s = await setup();
    const first = await app.inject({ url: '/api/v3/courseLibrary', headers: s.learner.headers });
    const feed = await app.inject({ url: '/api/v3/home/feed', headers: s.learner.headers });
    const hits = learnerReadStats.hits;
    const again = await app.inject({ url: '/api/v3/courseLibrary', headers: s.learner.headers });
    const feedAgain = await app.inject({ url: '/api/v3/home/feed', headers: s.learner.headers });
    expect(learnerReadStats.hits).toBe(hits + 2);
    expect(again.body).toBe(first.body);
    expect(feedAgain.body).toBe(feed.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers.vary).toContain('accept-encoding');
  });

  it('sends the kept answer compressed as the request accepts, the same bytes each time', async () => {
    const s = await setup();
    // Enough cards for the answer to pass the compression threshold.
    for (let i = 0; i < 6; i++) await makeArticle(app, s.learner.team.id, { name: `Long read ${i}` });
    const feed = (encoding?: string) =>
      app.inject({
        url: '/api/v3/home/feed',
        headers: { ...s.learner.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await feed();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await feed('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await feed('gzip, deflate, br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await feed('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // An encoding kept here only by the compression plugin still works.
    const deflate = await feed('deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflate.rawPayload).toString()).toBe(plain.body);
  });

  it("shows an edit of the team's settings or the learner's stage in the next answer", async () => {
    const s = await setup();
    await s.as(s.admin.headers, 'POST', `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/add`);
    expect((await s.library()).courses).toHaveLength(1);
    const team = `/api/v3/teams/${s.learner.team.id}/update`;
    const off = await s.as(s.admin.headers, 'POST', team, { features: { courseware: false } });
    expect(off.statusCode).toBe(200);
    expect((await s.library()).courses).toEqual([]);

    // The home feed's carousels follow the learner's stage: a tag on stage 2 only.
    await s.as(s.admin.headers, 'POST', team, { features: { courseware: true } });
    const tag = await s.as(s.admin.headers, 'POST', '/api/v3/tags/create', {
      name: `stage-two-${randomUUID()}`,
    });
    expect(tag.statusCode).toBeLessThan(300);
    const tagName = tag.json().name as string;
    await s.as(s.admin.headers, 'POST', team, { homeTags: { '2': [tagName] } });
    const carousels = async () =>
      ((await s.as(s.learner.headers, 'GET', '/api/v3/home/feed')).json().tagCarousels ?? []).map(
        (c: { tag: { name: string } }) => c.tag.name,
      );
    expect(await carousels()).not.toContain(tagName);
    const staged = await s.as(s.admin.headers, 'POST', `/api/v3/users/${s.learner.user.id}/update/super`, {
      stage: 2,
    });
    expect(staged.statusCode).toBe(200);
    expect(await carousels()).toContain(tagName);
  });

  it("changes a card's access at its start date without any write", async () => {
    const s = await setup();
    const start = new Date(Date.now() + 1_500);
    const timed = await makeCourse(app, s.learner.team.id, {
      name: 'Starts soon',
      settings: { timing: { start: start.toISOString(), end: null } },
    });
    const access = async () =>
      (await s.library()).courses.find((c: { _id: string }) => c._id === timed.course.id)?.learner.access
        .state;
    expect(await access()).toBe('notStarted');
    expect(await access()).toBe('notStarted');
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 10));
    expect(await access()).toBe('open');
  });
});
