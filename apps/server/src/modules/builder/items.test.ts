import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTags, favorites, tags } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { builderKit } from './test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

const THEME = { main: '#112233', primary: '#445566', primaryText: '#000000' };

describe('programs', () => {
  it('creates, shows and updates a program with its ordered courses', async () => {
    const { team, creator, manager } = await kit.crew();
    const { course: a } = await kit.ownedCourse(team.id, creator.user.id, { name: 'A' });
    const { course: b } = await kit.ownedCourse(team.id, creator.user.id, { name: 'B' });
    const created = await kit.post('programs/create', creator.headers, {
      name: 'Onboarding',
      courseIds: [a.id, b.id],
      theme: THEME,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Onboarding',
      published: false,
      sequential: false,
      theme: THEME,
      themeAllowed: true,
      ownerId: creator.user.id,
      courses: [
        { _id: a.id, name: 'A', position: 0 },
        { _id: b.id, name: 'B', position: 1 },
      ],
    });
    const id = created.json()._id;
    const updated = await kit.post(`programs/${id}/update`, creator.headers, {
      courseIds: [b.id, a.id],
      sequential: true,
      published: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ sequential: true, published: true, theme: THEME });
    expect(updated.json().courses.map((c: { name: string }) => c.name)).toEqual(['B', 'A']);
    expect((await kit.get(`programs/${id}/showAdmin`, manager.headers)).statusCode).toBe(200);
  });

  it('allows a theme only with fewer than 12 courses', async () => {
    const { team, admin } = await kit.crew();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await kit.ownedCourse(team.id, admin.user.id, { topics: [[]] })).course.id);
    const message = 'Programs can be themed only if they hold fewer than 12 courses.';
    const tooMany = await kit.post('programs/create', admin.headers, {
      name: 'Big',
      courseIds: ids,
      theme: THEME,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(message);
    const themed = await kit.post('programs/create', admin.headers, {
      name: 'Big',
      courseIds: ids.slice(0, 11),
      theme: THEME,
    });
    expect(themed.statusCode).toBe(201);
    const grow = await kit.post(`programs/${themed.json()._id}/update`, admin.headers, { courseIds: ids });
    expect(grow.statusCode).toBe(400);
    expect(grow.json().message).toBe(message);
    const unthemed = await kit.post(`programs/${themed.json()._id}/update`, admin.headers, {
      courseIds: ids,
      theme: null,
    });
    expect(unthemed.statusCode).toBe(200);
    expect(unthemed.json()).toMatchObject({ theme: null, themeAllowed: false });
  });

  it('answers 400 for bad input and for courses of another team', async () => {
    const { team, creator } = await kit.crew();
    const other = await kit.crew();
    const { course: foreign } = await kit.ownedCourse(other.team.id, other.creator.user.id);
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    expect((await kit.post('programs/create', creator.headers, { name: '' })).statusCode).toBe(400);
    expect(
      (await kit.post('programs/create', creator.headers, { name: 'P', theme: { main: 'red' } })).statusCode,
    ).toBe(400);
    expect(
      (await kit.post('programs/create', creator.headers, { name: 'P', courseIds: [foreign.id] })).json()
        .message,
    ).toBe('Unknown course');
    expect(
      (await kit.post('programs/create', creator.headers, { name: 'P', courseIds: [course.id, course.id] }))
        .statusCode,
    ).toBe(400);
  });

  it('lets only SuperAdmin and Admin delete programs; the tags and favorites go with it', async () => {
    const { team, creator, admin, superAdmin, learner, manager } = await kit.crew();
    const other = await kit.crew();
    const first = await kit.ownedProgram(team.id, creator.user.id);
    const second = await kit.ownedProgram(team.id, creator.user.id);
    const [tag] = await app.db.insert(tags).values({ teamId: team.id, name: 'P' }).returning();
    if (!tag) throw new Error('no tag');
    await app.db
      .insert(contentTags)
      .values({ tagId: tag.id, teamId: team.id, itemKind: 'program', itemId: first.id });
    await app.db
      .insert(favorites)
      .values({ userId: learner.user.id, teamId: team.id, itemKind: 'program', itemId: first.id });
    expect((await kit.post(`programs/${first.id}/delete`, creator.headers)).statusCode).toBe(403);
    expect((await kit.post(`programs/${first.id}/delete`, manager.headers)).statusCode).toBe(403);
    expect((await kit.post(`programs/${first.id}/delete`, other.superAdmin.headers)).statusCode).toBe(404);
    expect((await kit.post(`programs/${first.id}/delete`, admin.headers)).statusCode).toBe(200);
    expect((await kit.post(`programs/${second.id}/delete`, superAdmin.headers)).statusCode).toBe(200);
    expect(await app.db.select().from(contentTags).where(eq(contentTags.itemId, first.id))).toEqual([]);
    expect(await app.db.select().from(favorites).where(eq(favorites.itemId, first.id))).toEqual([]);
  });

  it("keeps other creators' and other teams' programs out of reach", async () => {
    const { team, creator, otherCreator, learner } = await kit.crew();
    const other = await kit.crew();
    const program = await kit.ownedProgram(team.id, creator.user.id);
    expect(
      (await kit.post(`programs/${program.id}/update`, otherCreator.headers, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await kit.post('programs/create', learner.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await kit.get(`programs/${program.id}/showAdmin`, otherCreator.headers)).statusCode).toBe(403);
    expect((await kit.get(`programs/${program.id}/showAdmin`, other.admin.headers)).statusCode).toBe(404);
    expect(
      (await kit.post(`programs/${program.id}/update`, other.admin.headers, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('articles', () => {
  it('creates an article of a registry reader type and updates it with sanitized content', async () => {
    const { team, creator } = await kit.crew();
    const [tag] = await app.db.insert(tags).values({ teamId: team.id, name: 'News' }).returning();
    const created = await kit.post('articles/create', creator.headers, {
      name: 'Welcome',
      readerType: 'news',
      tags: [tag?.id],
      content: { html: '<h2>Hello</h2><img src="x" onerror="alert(1)">' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Welcome',
      readerType: 'news',
      category: 'news',
      published: false,
      tags: [{ name: 'News' }],
      settings: { allowSharing: true, cleanView: false, interactions: true },
      content: { html: '<h2>Hello</h2><img src="x" />' },
    });
    const id = created.json()._id;
    const updated = await kit.post(`articles/${id}/update`, creator.headers, {
      published: true,
      settings: { cleanView: true },
      content: { html: '<p>Body<script>x()</script></p>' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      published: true,
      settings: { cleanView: true, allowSharing: true },
      content: { html: '<p>Body</p>' },
    });
    expect((await kit.get(`articles/${id}/showAdmin`, creator.headers)).json().content.html).toBe(
      '<p>Body</p>',
    );
  });

  it('answers 400 for an unknown reader type and for content that does not fit the format', async () => {
    const { team, creator } = await kit.crew();
    const unknown = await kit.post('articles/create', creator.headers, {
      name: 'X',
      readerType: 'telepathy',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown reader type: telepathy');
    const blank = await kit.post('articles/create', creator.headers, {
      name: 'Blank',
      readerType: 'article',
    });
    expect(blank.json().content).toEqual({ html: '' });
    const article = await kit.ownedArticle(team.id, creator.user.id, {
      category: 'faq',
      content: { items: [] },
    });
    const invalid = await kit.post(`articles/${article.id}/update`, creator.headers, {
      content: { items: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('content.items');
  });

  it('duplicates as a draft and deletes with tags and favorites', async () => {
    const { team, creator, learner } = await kit.crew();
    const article = await kit.ownedArticle(team.id, creator.user.id, { published: true });
    const copy = await kit.post(`articles/${article.id}/duplicate`, creator.headers);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Article (copy)', published: false, content: article.content });
    expect(copy.json().identifier).not.toBe(article.identifier);
    await app.db
      .insert(favorites)
      .values({ userId: learner.user.id, teamId: team.id, itemKind: 'article', itemId: article.id });
    expect((await kit.post(`articles/${article.id}/delete`, creator.headers)).statusCode).toBe(200);
    expect((await kit.get(`articles/${article.id}/showAdmin`, creator.headers)).statusCode).toBe(404);
    expect(await app.db.select().from(favorites).where(eq(favorites.itemId, article.id))).toEqual([]);
  });

  it('lets owners and admins edit, managers only read, and hides other teams', async () => {
    const { team, creator, otherCreator, admin, manager, learner } = await kit.crew();
    const other = await kit.crew();
    const article = await kit.ownedArticle(team.id, creator.user.id);
    expect(
      (await kit.post(`articles/${article.id}/update`, otherCreator.headers, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await kit.post(`articles/${article.id}/update`, manager.headers, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await kit.post(`articles/${article.id}/delete`, learner.headers)).statusCode).toBe(403);
    expect((await kit.post(`articles/${article.id}/update`, admin.headers, { name: 'X' })).statusCode).toBe(
      200,
    );
    expect((await kit.get(`articles/${article.id}/showAdmin`, manager.headers)).statusCode).toBe(200);
    expect((await kit.get(`articles/${article.id}/showAdmin`, other.admin.headers)).statusCode).toBe(404);
    expect((await kit.post(`articles/${article.id}/duplicate`, other.admin.headers)).statusCode).toBe(404);
  });
});

describe('builder/dashboard', () => {
  it("lists a creator's own content with status and counts; admins and managers see the team's", async () => {
    const { team, creator, otherCreator, admin, manager, learner } = await kit.crew({ exams: true });
    const { course } = await kit.ownedCourse(team.id, creator.user.id, {
      name: 'Safety',
      topics: [[{}, {}], [{}]],
    });
    await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false });
    await kit.ownedCourse(team.id, creator.user.id, { name: 'Finals', kind: 'exam' });
    await kit.ownedProgram(team.id, creator.user.id, [course.id]);
    await kit.ownedArticle(team.id, creator.user.id, { name: 'Safety news', published: true });
    await kit.ownedCourse(team.id, otherCreator.user.id, { name: 'Not mine' });

    const mine = await kit.get('builder/dashboard', creator.headers);
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.totals).toEqual({ program: 1, course: 1, exam: 1, contest: 0, article: 1 });
    const safety = body.items.find((i: { name: string }) => i.name === 'Safety');
    expect(safety).toMatchObject({ kind: 'course', status: 'launched', counts: { topics: 2, decks: 3 } });
    expect(body.items.find((i: { kind: string }) => i.kind === 'program')).toMatchObject({
      status: 'published',
      counts: { courses: 1 },
    });
    expect(body.items.find((i: { name: string }) => i.name === 'Finals').status).toBe('draft');

    const filtered = (await kit.get('builder/dashboard?kind=course&text=SAFE', creator.headers)).json();
    expect(filtered.items.map((i: { name: string }) => i.name)).toEqual(['Safety']);
    const all = (await kit.get('builder/dashboard', admin.headers)).json();
    expect(all.totals.course).toBe(2);
    expect((await kit.get('builder/dashboard', manager.headers)).json().totals.course).toBe(2);
    expect((await kit.get('builder/dashboard', learner.headers)).statusCode).toBe(403);
    expect((await kit.get('builder/dashboard?kind=lesson', creator.headers)).statusCode).toBe(400);
  });

  it("never shows another team's content", async () => {
    const mine = await kit.crew();
    const theirs = await kit.crew();
    await kit.ownedCourse(theirs.team.id, theirs.admin.user.id);
    const res = (await kit.get('builder/dashboard', mine.superAdmin.headers)).json();
    expect(res.items).toEqual([]);
  });
});
