import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { makeArticle, makeCourse, makeProgram } from '../../../test/content-factory';
import { makeSignedInUser } from '../../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const toggle = (kind: string, id: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/v3/favorites/${kind}/${id}/toggle`, headers });
const favorites = async (headers: Headers) =>
  (await app.inject({ url: '/api/v3/favorites', headers })).json();
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('favorites', () => {
  it('marks and unmarks courses, programs and articles; lists them most recently marked first', async () => {
    const me = await makeSignedInUser(app);
    const teamId = me.team.id;
    const a = await makeCourse(app, teamId, { name: 'Course A' });
    const b = await makeCourse(app, teamId, { name: 'Course B' });
    const program = await makeProgram(app, teamId, [a.course.id]);
    const article = await makeArticle(app, teamId, { name: 'Article' });

    for (const [kind, id] of [
      ['course', a.course.id],
      ['program', program.id],
      ['course', b.course.id],
      ['article', article.id],
    ] as const) {
      const res = await toggle(kind, id, me.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favorite: true });
    }
    const all = await favorites(me.headers);
    expect(names(all.courses)).toEqual(['Course B', 'Course A']);
    expect(all.courses[0].learner.access.state).toBe('open');
    expect(names(all.programs)).toEqual(['Program']);
    expect(all.articles[0]).toMatchObject({ name: 'Article', bookmarked: true });

    // One mark for articles: the bookmark route sees it and can remove it.
    const bookmarks = await app.inject({ url: '/api/v3/articles/favorites', headers: me.headers });
    expect(names(bookmarks.json())).toEqual(['Article']);
    const unmark = await app.inject({
      method: 'POST',
      url: `/api/v3/articles/${article.id}/bookmark`,
      headers: me.headers,
    });
    expect(unmark.json()).toEqual({ bookmarked: false });

    expect((await toggle('course', a.course.id, me.headers)).json()).toEqual({ favorite: false });
    const after = await favorites(me.headers);
    expect(names(after.courses)).toEqual(['Course B']);
    expect(after.articles).toEqual([]);
  });

  it('refuses a bad kind or id with 400 and needs a session', async () => {
    const me = await makeSignedInUser(app);
    const { course } = await makeCourse(app, me.team.id);
    expect((await toggle('deck', course.id, me.headers)).statusCode).toBe(400);
    expect((await toggle('course', 'nope', me.headers)).statusCode).toBe(400);
    expect((await toggle('course', course.id, {})).statusCode).toBe(440);
    expect((await app.inject({ url: '/api/v3/favorites' })).statusCode).toBe(440);
  });

  it("answers 404 for another team's items and for a learner's drafts", async () => {
    const me = await makeSignedInUser(app);
    const stranger = await makeSignedInUser(app);
    const theirs = await makeCourse(app, stranger.team.id);
    const theirProgram = await makeProgram(app, stranger.team.id, [theirs.course.id]);
    const theirArticle = await makeArticle(app, stranger.team.id);
    const draft = await makeCourse(app, me.team.id, { published: false });
    expect((await toggle('course', theirs.course.id, me.headers)).statusCode).toBe(404);
    expect((await toggle('program', theirProgram.id, me.headers)).statusCode).toBe(404);
    expect((await toggle('article', theirArticle.id, me.headers)).statusCode).toBe(404);
    expect((await toggle('course', draft.course.id, me.headers)).statusCode).toBe(404);
    expect(await favorites(me.headers)).toEqual({ courses: [], programs: [], articles: [] });
  });

  it('lets a creator mark a draft but lists only what the library shows', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const draft = await makeCourse(app, creator.team.id, { name: 'Draft', published: false });
    expect((await toggle('course', draft.course.id, creator.headers)).json()).toEqual({ favorite: true });
    expect((await favorites(creator.headers)).courses).toEqual([]);
    expect((await toggle('course', draft.course.id, creator.headers)).json()).toEqual({ favorite: false });
  });
});
