import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const quiz = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'One?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['b'],
    },
    { id: 'q2', type: 'truefalse', prompt: 'True?', answer: true },
  ],
};

const event = (name: string, payload: Record<string, unknown>, time = new Date().toISOString()) => ({
  uuid: randomUUID(),
  name,
  payload,
  time,
});
const submit = (headers: Record<string, string>, trackers: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/v3/activity/submit_queue', headers, payload: { trackers } });

async function learnerWithCourse(options: Parameters<typeof makeCourse>[2] = {}) {
  const me = await makeSignedInUser(app);
  const made = await makeCourse(app, me.team.id, {
    topics: [
      [
        { name: 'Read' },
        {
          name: 'Quiz',
          category: 'assessment',
          content: quiz,
          settings: { maxPoints: 50, passingPercentage: 50 },
        },
      ],
      [{ name: 'More' }],
    ],
    ...options,
  });
  return { me, ...made };
}

describe('activity/submit_queue', () => {
  it('completes an article deck and a quiz scored on the server, rolling up topic and course', async () => {
    const { me, course, decks } = await learnerWithCourse();
    const [read, quizDeck] = decks as [(typeof decks)[number], (typeof decks)[number]];
    const res = await submit(me.headers, [
      event('DECK_STARTED', { deckId: read.id }),
      event('DECK_COMPLETED', { deckId: read.id, timeSpent: 30 }),
      event('DECK_COMPLETED', {
        deckId: quizDeck.id,
        timeSpent: 60,
        responses: { q1: ['b'], q2: false },
        // Anything the client claims about its own result is ignored.
        score: 100,
        points: 9999,
        completion: true,
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ accepted: 3, duplicates: 0, rejected: [] });
    expect(body.states.decks[read.id]).toMatchObject({
      completion: true,
      viewedPercentage: 100,
      viewAttempts: 1,
      timeSpent: 30,
    });
    expect(body.states.decks[quizDeck.id]).toMatchObject({ score: 50, points: 25, completion: true });
    expect(body.states.topics[read.topicId]).toMatchObject({ viewedPercentage: 100, completion: true });
    expect(body.states.courses[course.id]).toMatchObject({
      viewedPercentage: 50,
      completion: false,
      timeSpent: 90,
      lastPosition: { topicId: quizDeck.topicId, deckId: quizDeck.id },
    });
    expect(body.states.learner).toMatchObject({ points: 25, timeSpent: 90 });

    const library = (await app.inject({ url: '/api/v3/courseLibrary', headers: me.headers })).json();
    expect(library.courses[0].learner.progress).toEqual({ state: 'inProgress', percentage: 50 });
  });

  it('adds quiz points only when the best score improves', async () => {
    const { me, decks } = await learnerWithCourse();
    const quizDeck = decks[1] as (typeof decks)[number];
    const attempt = (responses: Record<string, unknown>) =>
      submit(me.headers, [event('DECK_COMPLETED', { deckId: quizDeck.id, responses })]).then(
        (r) => r.json().states.decks[quizDeck.id],
      );
    expect(await attempt({ q1: ['b'] })).toMatchObject({ score: 50, points: 25 });
    expect(await attempt({ q1: ['b'] })).toMatchObject({ score: 50, points: 25, viewAttempts: 2 });
    expect(await attempt({ q1: ['b'], q2: true })).toMatchObject({ score: 100, points: 50 });
    expect(await attempt({})).toMatchObject({ score: 100, points: 50, completion: true });
  });

  it('ignores a second delivery of the same events', async () => {
    const { me, decks } = await learnerWithCourse();
    const batch = [
      event('DECK_COMPLETED', { deckId: (decks[0] as (typeof decks)[number]).id, timeSpent: 10 }),
    ];
    const first = (await submit(me.headers, batch)).json();
    const second = (await submit(me.headers, batch)).json();
    expect(first).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(second).toMatchObject({ accepted: 0, duplicates: 1 });
    const progress = await app.inject({
      url: `/api/v3/courses/${(decks[0] as (typeof decks)[number]).courseId}/learners/${me.user.id}/show`,
      headers: me.headers,
    });
    expect(progress.json().decks[(decks[0] as (typeof decks)[number]).id]).toMatchObject({
      viewAttempts: 1,
      timeSpent: 10,
    });
  });

  it('keeps the decks of a sequential course in order', async () => {
    const { me, decks } = await learnerWithCourse({ settings: { sequential: true } });
    const [first, second] = decks as [(typeof decks)[number], (typeof decks)[number]];
    const early = (
      await submit(me.headers, [event('DECK_COMPLETED', { deckId: second.id, responses: { q1: ['b'] } })])
    ).json();
    expect(early.rejected).toEqual([
      { uuid: expect.any(String), message: 'Finish the previous decks first' },
    ]);
    const inOrder = await submit(me.headers, [
      event('DECK_COMPLETED', { deckId: first.id }, '2026-11-21T10:00:00.000Z'),
      event('DECK_COMPLETED', { deckId: second.id, responses: { q1: ['b'] } }, '2026-11-21T10:01:00.000Z'),
    ]);
    expect(inOrder.json().rejected).toEqual([]);
  });

  it("rejects another team's deck and a locked course, keeping the rest of the batch", async () => {
    const { me, decks } = await learnerWithCourse();
    const stranger = await learnerWithCourse();
    const locked = await makeCourse(app, me.team.id, { settings: { teamSelfEnrolment: false } });
    const res = (
      await submit(me.headers, [
        event('DECK_COMPLETED', { deckId: (stranger.decks[0] as (typeof decks)[number]).id }),
        event('DECK_COMPLETED', { deckId: (locked.decks[0] as (typeof decks)[number]).id }),
        event('DECK_COMPLETED', { deckId: (decks[0] as (typeof decks)[number]).id }),
      ])
    ).json();
    expect(res.accepted).toBe(3);
    expect(res.rejected.map((r: { message: string }) => r.message)).toEqual([
      'Unknown deck',
      'The course is locked',
    ]);
    expect(Object.keys(res.states.decks)).toEqual([(decks[0] as (typeof decks)[number]).id]);
  });

  it('completes the course with its final exam and takes the exam score', async () => {
    const { me, course, decks } = await learnerWithCourse({
      topics: [
        [{ name: 'Read' }],
        [
          {
            name: 'Exam',
            category: 'assessment',
            content: quiz,
            settings: { finalExam: true, passingPercentage: 50 },
          },
        ],
      ],
    });
    const exam = decks[1] as (typeof decks)[number];
    const res = (
      await submit(me.headers, [
        event('DECK_COMPLETED', { deckId: exam.id, responses: { q1: ['b'], q2: true } }),
      ])
    ).json();
    expect(res.states.courses[course.id]).toMatchObject({
      completion: true,
      score: 100,
      viewedPercentage: 50,
    });
  });

  it('counts one session per day', async () => {
    const { me } = await learnerWithCourse();
    await submit(me.headers, [
      event('SESSION_STARTED', { day: '2026-11-20' }),
      event('SESSION_STARTED', { day: '2026-11-20' }),
    ]);
    await submit(me.headers, [event('SESSION_STARTED', { day: '2026-11-21' })]);
    const sessions = await app.inject({
      url: `/api/v3/activity/${me.user.id}/sessions`,
      headers: me.headers,
    });
    expect(sessions.json()).toMatchObject({ sessions: 2, lastSessionDate: '2026-11-21' });
  });

  it('rejects malformed batches with 400', async () => {
    const { me } = await learnerWithCourse();
    expect((await submit(me.headers, [])).statusCode).toBe(400);
    expect(
      (await submit(me.headers, [{ uuid: 'nope', name: 'DECK_COMPLETED', payload: {}, time: 'x' }]))
        .statusCode,
    ).toBe(400);
  });
});

describe('activity/submit_error and replay', () => {
  it('keeps a failed batch and lets an admin replay it as the learner', async () => {
    const { me, decks } = await learnerWithCourse();
    const admin = await makeSignedInUser(app, { license: 'Admin', teamId: me.team.id });
    const trackers = [
      event('DECK_COMPLETED', { deckId: (decks[0] as (typeof decks)[number]).id, timeSpent: 5 }),
    ];
    const kept = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_error',
      headers: me.headers,
      payload: { trackers },
    });
    expect(kept.statusCode).toBe(200);

    const list = await app.inject({ url: '/api/v3/activity/errors', headers: admin.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: kept.json()._id, userId: me.user.id, events: 1, replayedAt: null }),
    ]);
    expect((await app.inject({ url: '/api/v3/activity/errors', headers: me.headers })).statusCode).toBe(403);

    const replay = await app.inject({
      method: 'POST',
      url: `/api/v3/activity/errors/${kept.json()._id}/replay`,
      headers: admin.headers,
    });
    expect(replay.json()).toMatchObject({ accepted: 1, duplicates: 0 });
    const again = await app.inject({
      method: 'POST',
      url: `/api/v3/activity/errors/${kept.json()._id}/replay`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 1 });
  });
});

describe('reading progress', () => {
  it('lets learners read their own, admins and managers their team, nobody another team', async () => {
    const { me, course, decks } = await learnerWithCourse();
    await submit(me.headers, [event('DECK_COMPLETED', { deckId: (decks[0] as (typeof decks)[number]).id })]);
    const colleague = await makeSignedInUser(app, { teamId: me.team.id });
    const manager = await makeSignedInUser(app, { teamId: me.team.id, manager: true });
    const outsider = await makeSignedInUser(app, { license: 'Admin' });
    const url = `/api/v3/courses/${course.id}/learners/${me.user.id}/show`;
    const own = (await app.inject({ url, headers: me.headers })).json();
    expect(own.decks[(decks[0] as (typeof decks)[number]).id]).toMatchObject({ completion: true });
    expect(own.course).toMatchObject({ viewedPercentage: 0, completion: false });
    expect((await app.inject({ url, headers: manager.headers })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: colleague.headers })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: outsider.headers })).statusCode).toBe(404);
    // Their own records of a course that is not their team's: the course is not found.
    const foreignCourse = `/api/v3/courses/${course.id}/learners/${outsider.user.id}/show`;
    expect((await app.inject({ url: foreignCourse, headers: outsider.headers })).statusCode).toBe(404);
  });

  it('serves a quiz deck without its answer key', async () => {
    const { me, decks } = await learnerWithCourse();
    const quizDeck = decks[1] as (typeof decks)[number];
    const res = await app.inject({
      url: `/api/v3/decks/${quizDeck.id}/learners/${me.user.id}/show/assessment`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deck.content.questions).toHaveLength(2);
    expect(JSON.stringify(res.json())).not.toContain('"answer"');
  });
});

describe('opening a deck', () => {
  it('refuses a deck of a course that is not open to the learner', async () => {
    const me = await makeSignedInUser(app);
    const later = await makeCourse(app, me.team.id, {
      settings: { timing: { start: '2099-01-01T00:00:00.000Z', end: null } },
    });
    const deck = later.decks[0] as (typeof later.decks)[number];
    const res = await app.inject({
      url: `/api/v3/decks/${deck.id}/learners/${me.user.id}/show/article`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This course is not open to you (notStarted).',
      messageKey: 'courseAccess.notOpen',
      params: { state: 'notStarted' },
    });
  });
});
