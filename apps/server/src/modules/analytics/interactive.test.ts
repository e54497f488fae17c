import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { setManager } from '../users/hierarchy.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const question = (id: string) => ({
  id,
  type: 'single',
  prompt: `Question ${id}`,
  options: [
    { id: 'a', text: 'Wrong' },
    { id: 'b', text: 'Right' },
  ],
  answer: ['b'],
});
const GAME = { questions: [question('g1'), question('g2'), question('g3')] };
const CHECKLIST = {
  items: [
    { id: 'i1', text: 'Wear a helmet' },
    { id: 'i2', text: 'Check the exits' },
  ],
};
const SURVEY = { questions: [{ id: 's1', type: 'text', prompt: 'What would you change?' }] };

let clock = Date.now() - 60_000;
/** An event a second after the previous one: ticks and unticks keep their order. */
function ev(name: string, payload: Record<string, unknown>) {
  clock += 1000;
  return { uuid: randomUUID(), name, payload, time: new Date(clock).toISOString() };
}

/**
 * A creator's course with a game, a checklist, a survey and a certificate. Learner 0 (a manager's
 * report) reaches level 2, finishes the checklist, writes an answer and gets the certificate;
 * learner 1 reaches level 1, ticks one item and unticks the other.
 */
async function scenario() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const admin = await makeUser(app, teamId, { license: 'Admin' });
  const manager = await makeUser(app, teamId, { manager: true });
  const { course, decks } = await makeCourse(app, teamId, {
    ownerId: creator.user.id,
    topics: [
      [
        { name: 'Race', category: 'game', content: GAME },
        { name: 'Before you start', category: 'checklist', content: CHECKLIST },
        { name: 'Feedback', category: 'survey', content: SURVEY },
        { name: 'Safety certificate', category: 'certificate', content: { title: 'Safe worker' } },
      ],
    ],
  });
  const [game, checklist, survey, certificate] = decks.map((d) => d.id) as [string, string, string, string];
  const runs = [
    [
      ev('DECK_COMPLETED', {
        deckId: game,
        responses: { g1: ['b'], g2: ['b'], g3: ['a'] },
        askedQuestionIds: ['g1', 'g2', 'g3'],
      }),
      ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'i1', response: true }),
      ev('DECK_COMPLETED', { deckId: checklist }),
      ev('QUESTION_RESPONSE', { deckId: survey, questionId: 's1', response: 'More breaks' }),
      ev('DECK_COMPLETED', { deckId: certificate }),
    ],
    [
      ev('DECK_COMPLETED', {
        deckId: game,
        responses: { g1: ['b'], g2: ['a'] },
        askedQuestionIds: ['g1', 'g2'],
      }),
      ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'i1', response: true }),
      ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'i2', response: true }),
      ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'i2', response: false }),
      ev('QUESTION_RESPONSE', { deckId: survey, questionId: 's1', response: 'Shorter videos' }),
    ],
  ];
  const learners = [];
  for (const [i, trackers] of runs.entries()) {
    const user = await makeUser(app, teamId, { username: `int${i}${randomUUID().slice(0, 6)}` });
    await enrol(app, teamId, course.id, user.id);
    const token = await signInAs(app, user.username);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: { 'access-token': token },
      payload: { trackers },
    });
    expect(res.json()).toMatchObject({ accepted: trackers.length });
    learners.push({ user, token });
  }
  await setManager(app.db, teamId, (learners[0] as (typeof learners)[number]).user.id, manager.id);
  return {
    creator,
    course,
    learners,
    tokens: {
      creator: creator.token,
      admin: await signInAs(app, admin.username),
      manager: await signInAs(app, manager.username),
    },
  };
}

let s: Awaited<ReturnType<typeof scenario>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;
beforeAll(async () => {
  s = await scenario();
  other = await makeSignedInUser(app, { license: 'Admin' });
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { 'access-token': token } });
const games = (token: string, id = s.course.id) => get(`/api/v3/analytics/courses/${id}/games`, token);
const checklists = (token: string, id = s.course.id) =>
  get(`/api/v3/analytics/courses/${id}/checklists`, token);
const learnersAt = (levels: { level: number; learners: number }[]) =>
  levels.filter((l) => l.learners > 0).map((l) => [l.level, l.learners]);

describe('games, checklist, survey and certificate analytics of a course', () => {
  it('counts the learners per best level reached in each game', async () => {
    const res = await games(s.tokens.creator);
    expect(res.statusCode).toBe(200);
    const [race] = res.json();
    expect(race).toMatchObject({ name: 'Race', players: 2, averageLevel: 1.5 });
    expect(race.levels).toHaveLength(11);
    expect(learnersAt(race.levels)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('counts who ticked each checklist item: a finished checklist ticks all, an untick takes one back', async () => {
    const res = await checklists(s.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Before you start',
        started: 1,
        completed: 1,
        items: [
          { itemId: 'i1', text: 'Wear a helmet', ticked: 2 },
          { itemId: 'i2', text: 'Check the exits', ticked: 1 },
        ],
      }),
    ]);
  });

  it('refuses a checklist tick that is not true or false, or names no item', async () => {
    const checklist = (await checklists(s.tokens.creator)).json()[0].deckId;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: { 'access-token': s.learners[1]?.token as string },
      payload: {
        trackers: [
          ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'i1', response: 'yes' }),
          ev('QUESTION_RESPONSE', { deckId: checklist, questionId: 'nope', response: true }),
        ],
      },
    });
    expect(res.json().rejected.map((r: { message: string }) => r.message)).toEqual([
      'Tick or untick the item',
      'Unknown question',
    ]);
    expect((await checklists(s.tokens.creator)).json()[0].items[0].ticked).toBe(2);
  });

  it("shows a manager only their reports' levels, ticks and answers", async () => {
    expect(learnersAt((await games(s.tokens.manager)).json()[0].levels)).toEqual([[2, 1]]);
    expect(
      (await checklists(s.tokens.manager)).json()[0].items.map((i: { ticked: number }) => i.ticked),
    ).toEqual([1, 1]);
    const survey = (
      await get(`/api/v3/analytics/courses/${s.course.id}/questions?category=survey`, s.tokens.manager)
    ).json();
    // Free-text answers are counted here and paged on their own call.
    expect(survey[0].questions[0]).toMatchObject({ responses: 1, answers: [] });
    const texts = (token: string) =>
      get(`/api/v3/analytics/questions/${survey[0].deckId}/responses/learners?questionId=s1`, token);
    const mine = (await texts(s.tokens.manager)).json();
    expect(mine.responses.map((r: { response: string }) => r.response)).toEqual(['More breaks']);
    const everyone = (await texts(s.tokens.creator)).json();
    expect(everyone.responses.map((r: { response: string }) => r.response).sort()).toEqual([
      'More breaks',
      'Shorter videos',
    ]);
  });

  it('lists the certificates issued with their verification path, for the manager only their reports', async () => {
    const res = await get(`/api/v3/analytics/courses/${s.course.id}/certificates`, s.tokens.creator);
    expect(res.statusCode).toBe(200);
    const [issued] = res.json();
    expect(issued).toMatchObject({ userId: s.learners[0]?.user.id, title: 'Safe worker' });
    expect(issued.verifyPath).toBe(`/api/v3/certificates/${issued.id}/verify`);
    expect((await get(issued.verifyPath, s.tokens.creator)).statusCode).toBe(200);
    expect(
      (await get(`/api/v3/analytics/courses/${s.course.id}/certificates`, s.tokens.manager)).json(),
    ).toHaveLength(1);
  });

  it('answers 400 for a bad id, 404 for another team and 403 for learners and other creators', async () => {
    for (const call of [games, checklists]) {
      expect((await call(s.tokens.creator, 'not-a-uuid')).json()).toMatchObject({
        message: expect.stringMatching(/Invalid id/),
      });
      expect((await call(s.tokens.creator, 'not-a-uuid')).statusCode).toBe(400);
      expect((await call(other.token)).statusCode).toBe(404);
      expect((await call(s.learners[0]?.token as string)).statusCode).toBe(403);
    }
    const creator2 = await makeSignedInUser(app, { license: 'Creator', teamId: s.creator.team.id });
    expect((await games(creator2.token)).statusCode).toBe(403);
    expect((await checklists(creator2.token)).statusCode).toBe(403);
    expect((await get(`/api/v3/analytics/courses/${s.course.id}/certificates`, other.token)).statusCode).toBe(
      404,
    );
  });
});
