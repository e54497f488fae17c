import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, contentTags, contentVersions, courses, programs, tags } from '../../../db/schema';
import { createTestApp } from '../../../test/app';
import { enrol, makeArticle, makeCourse, makeProgram } from '../../../test/content-factory';
import { makeSignedInUser } from '../../../test/factories';

/**
 * The learner reads (library, course show, home feed) keep the team's content in memory: every
 * change of it must show in the very next read, whether it comes through the builder's routes or
 * any other write to the content tables.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Card {
  _id: string;
  name: string;
  tags: { name: string }[];
  learner: { access: { state: string } };
}

async function setup() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const learner = await makeSignedInUser(app, { teamId: creator.team.id });
  const { course, topics } = await makeCourse(app, creator.team.id, {
    name: 'First',
    topics: [[{}]],
    ownerId: creator.user.id,
  });
  const library = async () => {
    const res = await app.inject({ url: '/api/v3/courseLibrary', headers: learner.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { courses: Card[]; programs: { name: string; courseCount: number }[] };
  };
  const show = async (id = course.id) =>
    app.inject({ url: `/api/v3/courses/${id}/show`, headers: learner.headers });
  const build = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: creator.headers, payload: payload as object });
  return { creator, learner, course, topic: topics[0], library, show, build };
}

describe('the cached team content of learner reads', () => {
  it('shows a course edit, a new deck, a launch and a deletion in the next read', async () => {
    const { course, topic, library, show, build } = await setup();
    expect((await library()).courses.map((c) => c.name)).toEqual(['First']);
    expect((await show()).json().topics[0].decks).toHaveLength(1);

    expect((await build(`/api/v3/courses/${course.id}/update`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await library()).courses.map((c) => c.name)).toEqual(['Renamed']);
    expect((await show()).json().name).toBe('Renamed');

    const deck = await build('/api/v3/decks/create', {
      topicId: topic?.id,
      name: 'Added',
      readerType: 'article',
    });
    expect(deck.statusCode).toBeLessThan(300);
    const decks = (await show()).json().topics[0].decks as { name: string }[];
    expect(decks.map((d) => d.name)).toContain('Added');

    const launched = await build(`/api/v3/courses/${course.id}/launch`, { resetProgress: false });
    expect(launched.statusCode).toBe(200);
    expect((await show()).json().launched).toBe(true);

    expect((await build(`/api/v3/courses/${course.id}/delete`, {})).statusCode).toBe(200);
    expect((await library()).courses).toEqual([]);
    expect((await show()).statusCode).toBe(404);
  });

  it('shows new courses, unpublishing, tags and program order written straight to the tables', async () => {
    const { creator, learner, course, library, show } = await setup();
    expect((await library()).courses).toHaveLength(1);

    // A course created after the cache was filled: found by show and listed by the library.
    const { course: second } = await makeCourse(app, creator.team.id, { name: 'Second', priority: 9 });
    expect((await show(second.id)).statusCode).toBe(200);
    expect((await library()).courses.map((c) => c.name)).toEqual(['Second', 'First']);

    await app.db.update(courses).set({ published: false }).where(eq(courses.id, second.id));
    expect((await library()).courses.map((c) => c.name)).toEqual(['First']);
    expect((await show(second.id)).statusCode).toBe(404);

    const [tag] = await app.db.insert(tags).values({ teamId: creator.team.id, name: 'Safety' }).returning();
    await app.db
      .insert(contentTags)
      .values({ teamId: creator.team.id, tagId: tag?.id as string, itemKind: 'course', itemId: course.id });
    expect((await library()).courses[0]?.tags.map((t) => t.name)).toEqual(['Safety']);
    await app.db
      .update(tags)
      .set({ name: 'Security' })
      .where(eq(tags.id, tag?.id as string));
    expect((await show()).json().tags.map((t: { name: string }) => t.name)).toEqual(['Security']);

    // A sequential program puts First before Third: Third locks until First is complete.
    const { course: third } = await makeCourse(app, creator.team.id, { name: 'Third' });
    const program = await makeProgram(app, creator.team.id, [course.id, third.id], true);
    await enrol(app, creator.team.id, third.id, learner.user.id);
    expect((await show(third.id)).json().learner.access.state).toBe('prerequisiteLocked');
    expect((await library()).programs.map((p) => p.courseCount)).toEqual([2]);
    await app.db.update(programs).set({ sequential: false }).where(eq(programs.id, program.id));
    expect((await show(third.id)).json().learner.access.state).toBe('open');
  });

  it('shows a new, renamed or unpublished article in the next home feed', async () => {
    const { creator, learner } = await setup();
    const newest = async () => {
      const res = await app.inject({ url: '/api/v3/home/feed', headers: learner.headers });
      expect(res.statusCode).toBe(200);
      return (res.json().newlyAdded as { item: { name: string } }[]).map((e) => e.item.name);
    };
    expect(await newest()).toEqual(['First']);
    const article = await makeArticle(app, creator.team.id, { name: 'News' });
    expect(await newest()).toContain('News');
    await app.db.update(articles).set({ name: 'Old news' }).where(eq(articles.id, article.id));
    expect(await newest()).toContain('Old news');
    await app.db.update(articles).set({ published: false }).where(eq(articles.id, article.id));
    expect(await newest()).toEqual(['First']);
  });

  it('keeps one version row per team, moved by every change and by nothing else', async () => {
    const { creator, library } = await setup();
    const version = async () =>
      (await app.db.select().from(contentVersions).where(eq(contentVersions.teamId, creator.team.id)))[0]
        ?.version;
    const before = await version();
    expect(before).toBeGreaterThan(0);
    await library();
    expect(await version()).toBe(before);
    await makeCourse(app, creator.team.id, { name: 'Another' });
    expect(await version()).toBeGreaterThan(before as number);
  });
});
