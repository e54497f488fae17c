import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeArticle, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { setManager } from '../users/hierarchy.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SURVEY = {
  questions: [
    {
      id: 'mood',
      type: 'single',
      prompt: 'How was it?',
      options: [
        { id: 'good', text: 'Good' },
        { id: 'bad', text: 'Bad' },
      ],
    },
    { id: 'why', type: 'text', prompt: 'Why?' },
  ],
};

const ev = (name: string, payload: Record<string, unknown>) => ({
  uuid: randomUUID(),
  name,
  payload,
  time: new Date().toISOString(),
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { 'access-token': token } });

async function send(token: string, trackers: ReturnType<typeof ev>[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/activity/submit_queue',
    headers: { 'access-token': token },
    payload: { trackers },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { accepted: number; rejected: { uuid: string; message: string }[] };
}

/** A creator's survey article answered by two learners (one under a manager), and a survey deck. */
async function scenario() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const admin = await makeUser(app, teamId, { license: 'Admin' });
  const manager = await makeUser(app, teamId, { manager: true });
  const article = await makeArticle(app, teamId, {
    name: 'Pulse',
    category: 'survey',
    content: SURVEY,
    ownerId: creator.user.id,
  });
  const answers = [
    { mood: ['good'], why: 'Clear and short' },
    { mood: ['bad'], why: 'Too long, needs pictures' },
  ];
  const learners = [];
  for (const answer of answers) {
    const user = await makeUser(app, teamId);
    const token = await signInAs(app, user.username);
    const result = await send(token, [
      ev('ARTICLE_STARTED', { articleId: article.id }),
      ev('QUESTION_RESPONSE', { articleId: article.id, questionId: 'mood', response: answer.mood }),
      ev('QUESTION_RESPONSE', { articleId: article.id, questionId: 'why', response: answer.why }),
    ]);
    expect(result.rejected).toEqual([]);
    learners.push({ user, token });
  }
  await setManager(app.db, teamId, (learners[0] as (typeof learners)[number]).user.id, manager.id);
  const { course, decks } = await makeCourse(app, teamId, {
    ownerId: creator.user.id,
    topics: [[{ name: 'Survey', category: 'survey', content: SURVEY }]],
  });
  const survey = decks[0] as (typeof decks)[number];
  for (const [i, { user, token }] of learners.entries()) {
    await enrol(app, teamId, course.id, user.id);
    const why = i === 0 ? 'Loved the examples' : 'The examples were dull';
    expect(
      (await send(token, [ev('QUESTION_RESPONSE', { deckId: survey.id, questionId: 'why', response: why })]))
        .rejected,
    ).toEqual([]);
  }
  const tokens = {
    creator: creator.token,
    admin: await signInAs(app, admin.username),
    manager: await signInAs(app, manager.username),
    learner: (learners[0] as (typeof learners)[number]).token,
    otherCreator: (await makeSignedInUser(app, { license: 'Creator', teamId })).token,
  };
  return { creator, article, survey, learners, tokens } as const;
}

let s: Awaited<ReturnType<typeof scenario>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;
beforeAll(async () => {
  s = await scenario();
  other = await makeSignedInUser(app, { license: 'Admin' });
});

describe('article question responses', () => {
  const url = () => `/api/v3/analytics/articles/${s.article.id}/questions/responses`;

  it('records answers to an article’s questions, checked against its content', async () => {
    const result = await send(s.tokens.learner, [
      ev('QUESTION_RESPONSE', { articleId: s.article.id, questionId: 'mood', response: ['meh'] }),
      ev('QUESTION_RESPONSE', { articleId: s.article.id, questionId: 'nope', response: 'x' }),
      ev('QUESTION_RESPONSE', { articleId: randomUUID(), questionId: 'mood', response: ['good'] }),
    ]);
    expect(result.rejected.map((r) => r.message)).toEqual([
      'Unknown option',
      'Unknown question',
      'Unknown article',
    ]);
    const foreign = await makeArticle(app, other.team.id, { category: 'survey', content: SURVEY });
    const refused = await send(s.tokens.learner, [
      ev('QUESTION_RESPONSE', { articleId: foreign.id, questionId: 'mood', response: ['good'] }),
    ]);
    expect(refused.rejected.map((r) => r.message)).toEqual(['Unknown article']);
    const res = await get(url(), s.tokens.admin);
    expect(res.json().total).toBe(4);
  });

  it('gives each question’s distribution and pages the answers, newest first, with search', async () => {
    const res = await get(url(), s.tokens.creator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toHaveLength(2);
    const mood = body.questions.find((q: { questionId: string }) => q.questionId === 'mood');
    expect(mood.responses).toBe(2);
    expect(mood.answers.map((a: { label: string }) => a.label).sort()).toEqual(['Bad', 'Good']);
    const why = body.questions.find((q: { questionId: string }) => q.questionId === 'why');
    expect(why).toMatchObject({ responses: 2, answers: [] });
    const texts = (await get(`${url()}?questionId=why&pageSize=1`, s.tokens.creator)).json();
    expect(texts).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(texts.responses).toHaveLength(1);
    const found = (await get(`${url()}?questionId=why&search=PICTURES`, s.tokens.creator)).json();
    expect(found.responses.map((r: { response: string }) => r.response)).toEqual([
      'Too long, needs pictures',
    ]);
    const none = (await get(`${url()}?search=${encodeURIComponent('100%')}`, s.tokens.creator)).json();
    expect(none.total).toBe(0);
  });

  it('answers 400 on bad input, 404 for another team, and keeps to each role', async () => {
    const bad = await get(`${url()}?pageSize=500`, s.tokens.creator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('At most 200 rows a page');
    const long = await get(`${url()}?search=${'x'.repeat(101)}`, s.tokens.creator);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Search is at most 100 characters');
    expect(
      (await get('/api/v3/analytics/articles/nope/questions/responses', s.tokens.admin)).statusCode,
    ).toBe(400);
    expect((await get(url(), other.token)).statusCode).toBe(404);
    expect((await get(url(), s.tokens.otherCreator)).statusCode).toBe(403);
    expect((await get(url(), s.tokens.learner)).statusCode).toBe(403);
    const managed = (await get(url(), s.tokens.manager)).json();
    expect(new Set(managed.responses.map((r: { userId: string }) => r.userId))).toEqual(
      new Set([s.learners[0]?.user.id]),
    );
  });
});

describe('article figures and readers', () => {
  it('counts the readers and pages them by state, for each role', async () => {
    const figures = await get(`/api/v3/analytics/articles/${s.article.id}/deck/all`, s.tokens.creator);
    expect(figures.statusCode).toBe(200);
    expect(figures.json()).toMatchObject({ articleId: s.article.id, name: 'Pulse', category: 'survey' });
    const readers = await get(`/api/v3/analytics/articles/${s.article.id}/all?pageSize=10`, s.tokens.admin);
    expect(readers.statusCode).toBe(200);
    expect(readers.json()).toMatchObject({ page: 1, pageSize: 10 });
    const bad = await get(`/api/v3/analytics/articles/${s.article.id}/sleeping`, s.tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/v3/analytics/articles/${s.article.id}/deck/all`, other.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/v3/analytics/articles/${s.article.id}/all`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/v3/analytics/articles/${s.article.id}/all`, s.tokens.learner)).statusCode).toBe(
      403,
    );
    expect(
      (await get(`/api/v3/analytics/articles/${s.article.id}/deck/all`, s.tokens.otherCreator)).statusCode,
    ).toBe(403);
    expect((await get(`/api/v3/analytics/articles/${s.article.id}/all`, s.tokens.manager)).statusCode).toBe(
      200,
    );
  });
});

describe('a survey deck’s free-text answers', () => {
  const url = () => `/api/v3/analytics/questions/${s.survey.id}/responses/learners`;

  it('leaves free text out of the distributions and pages it on the server, with search', async () => {
    const courseId = (await get(url(), s.tokens.creator)).statusCode;
    expect(courseId).toBe(200);
    const page = (await get(`${url()}?questionId=why&pageSize=1&page=2`, s.tokens.creator)).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.responses).toHaveLength(1);
    const found = (await get(`${url()}?questionId=why&search=dull`, s.tokens.creator)).json();
    expect(found.responses.map((r: { response: string }) => r.response)).toEqual(['The examples were dull']);
    const bad = await get(`${url()}?questionId=${'q'.repeat(101)}`, s.tokens.creator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Question id is at most 100 characters');
    expect((await get(url(), other.token)).statusCode).toBe(404);
    expect((await get(url(), s.tokens.learner)).statusCode).toBe(403);
    const managed = (await get(`${url()}?questionId=why`, s.tokens.manager)).json();
    expect(managed.responses.map((r: { response: string }) => r.response)).toEqual(['Loved the examples']);
  });
});
