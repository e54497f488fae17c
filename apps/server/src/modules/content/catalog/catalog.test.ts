import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progress } from '../../../db/schema';
import { createTestApp } from '../../../test/app';
import { enrol, makeCourse, makeProgram } from '../../../test/content-factory';
import { makeSignedInUser } from '../../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });

describe('courseLibrary and courses/list', () => {
  it('shows a learner published courses with access states, sorted by priority, and never drafts', async () => {
    const me = await makeSignedInUser(app);
    const teamId = me.team.id;
    const closed = { teamSelfEnrolment: false };
    await makeCourse(app, teamId, { name: 'Open', priority: 5 });
    await makeCourse(app, teamId, { name: 'Draft', published: false });
    await makeCourse(app, teamId, { name: 'Not for me', settings: closed });
    const mine = await makeCourse(app, teamId, { name: 'Assigned', settings: closed, priority: 9 });
    await enrol(app, teamId, mine.course.id, me.user.id);
    await makeCourse(app, teamId, {
      name: 'Later',
      settings: { timing: { start: '2099-01-01T00:00:00.000Z', end: null } },
    });

    const res = await get('/api/v3/courseLibrary', me.headers);
    expect(res.statusCode).toBe(200);
    const courses = res.json().courses as { name: string; learner: { access: { state: string } } }[];
    expect(courses.map((c) => c.name)).toEqual(['Assigned', 'Open', 'Later']);
    expect(courses.map((c) => c.learner.access.state)).toEqual(['open', 'open', 'notStarted']);
  });

  it('lists drafts to creators but not to learners, and nothing of another team', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const learner = await makeSignedInUser(app, { teamId: creator.team.id });
    const stranger = await makeSignedInUser(app);
    await makeCourse(app, creator.team.id, { name: 'Draft', published: false });
    await makeCourse(app, stranger.team.id, { name: 'Theirs' });
    const names = async (h: Record<string, string>) =>
      (await get('/api/v3/courses/list', h)).json().map((c: { name: string }) => c.name);
    expect(await names(creator.headers)).toEqual(['Draft']);
    expect(await names(learner.headers)).toEqual([]);
    expect(await names(stranger.headers)).toEqual(['Theirs']);
  });

  it('shows progress from the stored record', async () => {
    const me = await makeSignedInUser(app);
    const { course } = await makeCourse(app, me.team.id);
    await app.db.insert(progress).values({
      userId: me.user.id,
      teamId: me.team.id,
      scope: 'course',
      itemId: course.id,
      record: { viewedPercentage: 50, completion: false },
    });
    const [card] = (await get('/api/v3/courseLibrary', me.headers)).json().courses;
    expect(card.learner.progress).toEqual({ state: 'inProgress', percentage: 50 });
  });
});

describe('courses/{id}/show', () => {
  it('shows topics and deck summaries by id or identifier, without deck content', async () => {
    const me = await makeSignedInUser(app);
    const { course } = await makeCourse(app, me.team.id, {
      topics: [
        [
          { name: 'Intro' },
          { name: 'Quiz', category: 'assessment', content: { questions: [{ answer: ['a'] }] } },
        ],
        [{}],
      ],
    });
    for (const key of [course.id, course.identifier.toUpperCase()]) {
      const res = await get(`/api/v3/courses/${key}/show`, me.headers);
      expect(res.statusCode, key).toBe(200);
      const body = res.json();
      expect(body.topics.map((t: { decks: unknown[] }) => t.decks.length)).toEqual([2, 1]);
      expect(body.topics[0].decks[1]).toMatchObject({ name: 'Quiz', readerType: 'assessment' });
      expect(JSON.stringify(body)).not.toContain('answer');
    }
    const decks = await get(`/api/v3/courses/${course.id}/decks`, me.headers);
    expect(decks.json().map((d: { name: string }) => d.name)).toEqual(['Intro', 'Quiz', 'Deck 2.1']);
  });

  it("answers 404 for another team's course and for a learner's draft", async () => {
    const me = await makeSignedInUser(app);
    const stranger = await makeSignedInUser(app);
    const theirs = await makeCourse(app, stranger.team.id);
    const draft = await makeCourse(app, me.team.id, { published: false });
    expect((await get(`/api/v3/courses/${theirs.course.id}/show`, me.headers)).statusCode).toBe(404);
    expect((await get(`/api/v3/courses/${theirs.course.identifier}/show`, me.headers)).statusCode).toBe(404);
    expect((await get(`/api/v3/courses/${draft.course.id}/show`, me.headers)).statusCode).toBe(404);
    expect((await get(`/api/v3/courses/${draft.course.id}/show`, {})).statusCode).toBe(440);
  });
});

describe('programs', () => {
  it('locks later courses of a sequential program until the earlier ones are complete', async () => {
    const me = await makeSignedInUser(app);
    const first = await makeCourse(app, me.team.id, { name: 'First' });
    const second = await makeCourse(app, me.team.id, { name: 'Second' });
    const program = await makeProgram(app, me.team.id, [first.course.id, second.course.id], true);

    const show = async () => (await get(`/api/v3/programs/${program.id}/show`, me.headers)).json();
    const states = (body: { courses: { learner: { access: { state: string } } }[] }) =>
      body.courses.map((c) => c.learner.access.state);
    const before = await show();
    expect(before).toMatchObject({ courseCount: 2, sequential: true });
    expect(states(before)).toEqual(['open', 'prerequisiteLocked']);

    await app.db.insert(progress).values({
      userId: me.user.id,
      teamId: me.team.id,
      scope: 'course',
      itemId: first.course.id,
      record: { viewedPercentage: 100, completion: true },
    });
    expect(states(await show())).toEqual(['open', 'open']);
    expect((await get('/api/v3/programs/list', me.headers)).json()).toHaveLength(1);
  });
});
