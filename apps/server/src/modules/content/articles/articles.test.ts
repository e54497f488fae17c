import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { makeArticle } from '../../../test/content-factory';
import { makeSignedInUser } from '../../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const names = (res: { json(): { name: string }[] }) => res.json().map((a) => a.name);

describe('articles', () => {
  it('lists published articles to learners and drafts only to creators', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const learner = await makeSignedInUser(app, { teamId: creator.team.id });
    await makeArticle(app, creator.team.id, { name: 'Live' });
    await makeArticle(app, creator.team.id, { name: 'Draft', published: false });
    await makeArticle(app, (await makeSignedInUser(app)).team.id, { name: 'Elsewhere' });
    expect(
      names(await app.inject({ url: '/api/v3/articles/articleLibrary', headers: learner.headers })),
    ).toEqual(['Live']);
    expect(names(await app.inject({ url: '/api/v3/articles/list', headers: learner.headers }))).toEqual([
      'Live',
    ]);
    expect(
      new Set(names(await app.inject({ url: '/api/v3/articles/list', headers: creator.headers }))),
    ).toEqual(new Set(['Live', 'Draft']));
  });

  it('bookmarks and unbookmarks, and lists favorites', async () => {
    const me = await makeSignedInUser(app);
    const article = await makeArticle(app, me.team.id, { name: 'Keep' });
    const toggle = () =>
      app.inject({ method: 'POST', url: `/api/v3/articles/${article.id}/bookmark`, headers: me.headers });
    expect((await toggle()).json()).toEqual({ bookmarked: true });
    expect(names(await app.inject({ url: '/api/v3/articles/favorites', headers: me.headers }))).toEqual([
      'Keep',
    ]);
    expect((await toggle()).json()).toEqual({ bookmarked: false });
    expect(names(await app.inject({ url: '/api/v3/articles/favorites', headers: me.headers }))).toEqual([]);
  });

  it('records a view, counts one unique per learner, and lists it as recent', async () => {
    const me = await makeSignedInUser(app);
    const article = await makeArticle(app, me.team.id, { name: 'Seen' });
    const start = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers: me.headers,
        payload: {
          trackers: [
            {
              uuid: randomUUID(),
              name: 'ARTICLE_STARTED',
              payload: { articleId: article.id },
              time: new Date().toISOString(),
            },
          ],
        },
      });
    await start();
    await start();
    const recent = (await app.inject({ url: '/api/v3/articles/recent', headers: me.headers })).json();
    expect(recent).toEqual([
      expect.objectContaining({ name: 'Seen', viewed: true, completed: false, uniques: 1 }),
    ]);
  });

  it('completes an article through the tracker', async () => {
    const me = await makeSignedInUser(app);
    const article = await makeArticle(app, me.team.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: me.headers,
      payload: {
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            payload: { articleId: article.id, timeSpent: 12 },
            time: new Date().toISOString(),
          },
        ],
      },
    });
    expect(res.json().states.articles[article.id]).toMatchObject({
      completion: true,
      viewedPercentage: 100,
      timeSpent: 12,
    });
    const show = await app.inject({
      url: `/api/v3/articles/${article.id}/learners/${me.user.id}/show/article`,
      headers: me.headers,
    });
    expect(show.json()).toMatchObject({ completed: true, content: { html: '<p>Read me</p>' } });
  });

  it('serves only shared, published articles without a session', async () => {
    const me = await makeSignedInUser(app);
    const shared = await makeArticle(app, me.team.id, { allowSharing: true, name: 'Public' });
    const closed = await makeArticle(app, me.team.id, { allowSharing: false });
    expect((await app.inject(`/api/v3/articles/${shared.id}/unauth`)).json()).toMatchObject({
      name: 'Public',
    });
    expect((await app.inject(`/api/v3/articles/${closed.id}/unauth`)).statusCode).toBe(404);
  });

  it("answers 404 for another team's article", async () => {
    const me = await makeSignedInUser(app);
    const theirs = await makeArticle(app, (await makeSignedInUser(app)).team.id);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/articles/${theirs.id}/bookmark`,
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/v3/articles/${theirs.id}/learners/${me.user.id}/show/article`,
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
