import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, progress, wallets } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse, makeProgram } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
type Card = { kind: string; item: { name: string } };
const names = (cards: Card[]) => cards.map((c) => c.item.name);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const feed = async (headers: Headers) => {
  const res = await app.inject({ url: '/api/v3/home/feed', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A team with tagged content of every kind and a learner with some history. */
async function setUp() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const learner = await makeSignedInUser(app, { teamId: admin.team.id });
  const teamId = admin.team.id;
  const course = async (name: string, priority: number, minute: number, extra = {}) => {
    const { course: row } = await makeCourse(app, teamId, { name, priority, ...extra });
    await app.db
      .update(courses)
      .set({ createdAt: at(minute), updatedAt: at(minute) })
      .where(eq(courses.id, row.id));
    return row;
  };
  const article = async (name: string, minute: number, uniques: number) => {
    const row = await makeArticle(app, teamId, { name });
    await app.db
      .update(articles)
      .set({ createdAt: at(minute), updatedAt: at(minute), uniques })
      .where(eq(articles.id, row.id));
    return row;
  };
  const items = {
    fire: await course('Fire drills', 1, 1),
    ladders: await course('Ladders', 5, 2),
    first: await course('First aid', 1, 3),
    plain: await course('Plain', 0, 4),
    locked: await course('Locked', 9, 5, { settings: { teamSelfEnrolment: false } }),
    draft: await course('Draft', 9, 6, { published: false }),
    lead: await article('Leading teams', 7, 3),
    coach: await article('Coaching', 8, 10),
    feedback: await article('Feedback', 9, 10),
  };
  const program = await makeProgram(app, teamId, [items.fire.id]);
  const tag = async (name: string, body: object) => {
    const headers = admin.headers;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/tags/create',
      headers,
      payload: { name },
    });
    const url = `/api/v3/tags/${created.json()._id}/items`;
    await app.inject({ method: 'POST', url, headers, payload: body });
  };
  const { fire, ladders, first, locked, draft, lead, coach, feedback } = items;
  await tag('Safety', {
    courses: [fire.id, ladders.id, first.id, locked.id, draft.id],
    programs: [program.id],
  });
  await tag('Leadership', { articles: [lead.id, coach.id, feedback.id] });
  return { admin, learner, teamId, items, program };
}

async function record(
  learner: { user: { id: string }; team: { id: string } },
  scope: 'course' | 'program' | 'article',
  itemId: string,
  minute: number,
  completion = false,
) {
  await app.db.insert(progress).values({
    userId: learner.user.id,
    teamId: learner.team.id,
    scope,
    itemId,
    record: { viewedPercentage: completion ? 100 : 40, completion },
    updatedAt: at(minute),
  });
}

describe('home/feed', () => {
  it('orders recently viewed, newly added and the stage tag carousels', async () => {
    const { admin, learner, teamId, items, program } = await setUp();
    await record(learner, 'course', items.fire.id, 10);
    await record(learner, 'article', items.lead.id, 30);
    await record(learner, 'course', items.ladders.id, 20);
    await record(learner, 'program', program.id, 40);
    await record(learner, 'course', items.locked.id, 50);
    const update = (homeTags: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/teams/${teamId}/update`,
        headers: admin.headers,
        payload: { homeTags },
      });
    expect((await update({ 1: ['leadership', 'Missing', 'Safety'], 2: ['Safety'] })).statusCode).toBe(200);

    const body = await feed(learner.headers);
    // Programs are not in recently viewed; a course the learner cannot open is left out.
    expect(names(body.recentlyViewed)).toEqual(['Leading teams', 'Ladders', 'Fire drills']);
    expect(names(body.newlyAdded)).toEqual([
      'Program',
      'Feedback',
      'Coaching',
      'Leading teams',
      'Plain',
      'First aid',
      'Ladders',
      'Fire drills',
    ]);
    expect(body.tagCarousels.map((c: { tag: { name: string } }) => c.tag.name)).toEqual([
      'Leadership',
      'Safety',
    ]);
    expect(names(body.tagCarousels[0].items)).toEqual(['Feedback', 'Coaching', 'Leading teams']);
    // Priority first (the program has 0), then the most recently updated.
    expect(names(body.tagCarousels[1].items)).toEqual(['Ladders', 'First aid', 'Fire drills', 'Program']);
    expect(body.tagCarousels[1].items[3].kind).toBe('program');
  });

  it('recommends from the tags of viewed and completed items, then popularity, the same way each time', async () => {
    const { learner, items } = await setUp();
    // Completed a Safety course (weight 3), opened a Leadership article (weight 1).
    await record(learner, 'course', items.fire.id, 10, true);
    await record(learner, 'article', items.lead.id, 20);
    const first = await feed(learner.headers);
    // Safety items score 3, Leadership ones 1 (Coaching and Feedback tie on uniques 10, so the
    // id decides), untagged ones 0; the completed course is left out.
    const safety = names(first.recommended.slice(0, 3)).sort();
    expect(safety).toEqual(['First aid', 'Ladders', 'Program']);
    expect(names(first.recommended)).not.toContain('Fire drills');
    const leadership = names(first.recommended.slice(3, 6));
    expect(leadership.slice(2)).toEqual(['Leading teams']);
    expect(leadership.slice(0, 2).sort()).toEqual(['Coaching', 'Feedback']);
    expect(names(first.recommended.slice(6))).toEqual(['Plain']);
    const [coach, feedback] = [items.coach.id, items.feedback.id];
    expect(first.recommended[3].item._id).toBe(coach < feedback ? coach : feedback);
    for (let i = 0; i < 3; i++) expect((await feed(learner.headers)).recommended).toEqual(first.recommended);
  });

  it('shows a new learner the most popular items and caps every carousel at 10', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    for (let i = 1; i <= 12; i++) {
      const row = await makeArticle(app, admin.team.id, { name: `Article ${i}` });
      await app.db
        .update(articles)
        .set({ uniques: i, createdAt: at(i) })
        .where(eq(articles.id, row.id));
    }
    const body = await feed(learner.headers);
    expect(body.recentlyViewed).toEqual([]);
    expect(body.tagCarousels).toEqual([]);
    expect(body.newlyAdded).toHaveLength(10);
    expect(names(body.newlyAdded)[0]).toBe('Article 12');
    expect(names(body.recommended)).toEqual(Array.from({ length: 10 }, (_, i) => `Article ${12 - i}`));
  });

  it("picks carousels by the learner's wallet stage, and never shows another team's content", async () => {
    const { admin, learner, teamId } = await setUp();
    await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${teamId}/update`,
      headers: admin.headers,
      payload: { homeTags: { 1: ['Safety'], 3: ['Leadership'] } },
    });
    await app.db.insert(wallets).values({ userId: learner.user.id, teamId, points: 600, level: 4, stage: 3 });
    expect((await feed(learner.headers)).tagCarousels[0].tag.name).toBe('Leadership');

    const stranger = await makeSignedInUser(app);
    const theirs = await feed(stranger.headers);
    expect(theirs).toEqual({ recentlyViewed: [], newlyAdded: [], tagCarousels: [], recommended: [] });
    expect((await app.inject({ url: '/api/v3/home/feed' })).statusCode).toBe(440);
  });

  it('validates the homeTags team setting', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    const update = (homeTags: unknown, headers: Headers = admin.headers) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/teams/${admin.team.id}/update`,
        headers,
        payload: { homeTags },
      });
    expect((await update({ 5: ['Safety'] })).statusCode).toBe(400);
    expect((await update({ 1: 'Safety' })).statusCode).toBe(400);
    expect((await update({ 1: [''] })).statusCode).toBe(400);
    expect((await update({ 1: ['Safety'] }, learner.headers)).statusCode).toBe(403);
  });
});
