import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { launchCourse } from '../../test/rows';
import { setManager } from '../users/hierarchy.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const choice = (id: string, prompt: string) => ({
  id,
  type: 'single',
  prompt,
  options: [
    { id: 'a', text: 'Alpha' },
    { id: 'b', text: 'Beta' },
  ],
  answer: ['b'],
});

/** Feedback is on by default: the reader has each answer judged, and never sends it again. */
describe("a quiz's answer distribution with feedback on", () => {
  it('counts each answer judged through the feedback call once, for creators and managers alike', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const teamId = admin.team.id;
    const { course, decks } = await makeCourse(app, teamId, {
      topics: [
        [
          {
            name: 'Quiz',
            category: 'assessment',
            content: { questions: [choice('q1', 'First?'), choice('q2', 'Second?')] },
            settings: { feedback: true, passingPercentage: 50 },
          },
        ],
      ],
    });
    const quiz = decks[0] as (typeof decks)[number];
    await launchCourse(app, course.id);
    const learner = await makeUser(app, teamId);
    await enrol(app, teamId, course.id, learner.id);
    const manager = await makeUser(app, teamId, { manager: true });
    await setManager(app.db, teamId, learner.id, manager.id);
    const headers = { 'access-token': await signInAs(app, learner.username) };

    const check = (questionId: string, response: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/decks/${quiz.id}/questions/${questionId}/check`,
        headers,
        payload: { response },
      });
    expect((await check('q1', ['b'])).json()).toMatchObject({ correct: true });
    expect((await check('q2', ['a'])).json()).toMatchObject({ correct: false });
    // Once per question and attempt: a second try is refused and not counted.
    expect((await check('q2', ['b'])).statusCode).toBe(409);
    const completed = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers,
      payload: {
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            time: new Date().toISOString(),
            payload: { deckId: quiz.id, timeSpent: 30, responses: { q1: ['b'], q2: ['a'] } },
          },
        ],
      },
    });
    expect(completed.statusCode).toBe(200);

    const expected = [
      expect.objectContaining({
        questionId: 'q1',
        responses: 1,
        correct: 1,
        percentCorrect: 100,
        answers: [{ answer: '["b"]', label: 'Beta', count: 1 }],
      }),
      expect.objectContaining({
        questionId: 'q2',
        responses: 1,
        correct: 0,
        percentCorrect: 0,
        answers: [{ answer: '["a"]', label: 'Alpha', count: 1 }],
      }),
    ];
    for (const token of [admin.token, await signInAs(app, manager.username)]) {
      const res = await app.inject({
        url: `/api/v3/analytics/courses/${course.id}/questions?category=assessment`,
        headers: { 'access-token': token },
      });
      expect(res.statusCode).toBe(200);
      const questions = res.json()[0].questions as { questionId: string }[];
      expect([...questions].sort((x, y) => x.questionId.localeCompare(y.questionId))).toEqual(expected);
    }
  });
});
