import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeArticle, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { setManager } from '../users/hierarchy.service';

/**
 * Every audience-level analytics call, for each role: admins and the course's creator read it,
 * a manager reads it for their reports (but downloads nothing), a learner and another creator are
 * refused, another team's admin finds nothing, and a malformed id is a 400 with its message.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const QUIZ = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['b'],
    },
  ],
};

type Role = 'admin' | 'creator' | 'manager' | 'learner' | 'otherCreator' | 'otherTeam';
const ROLES: Role[] = ['admin', 'creator', 'manager', 'learner', 'otherCreator', 'otherTeam'];
const users = {} as Record<Role, { id: string; token: string }>;
let ids: { course: string; deck: string; article: string; learner: string };

beforeAll(async () => {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const { course, decks } = await makeCourse(app, teamId, {
    ownerId: creator.user.id,
    topics: [[{ name: 'Quiz', category: 'assessment', content: QUIZ }]],
  });
  const deck = (decks[0] as (typeof decks)[number]).id;
  const article = await makeArticle(app, teamId, { ownerId: creator.user.id });
  const learner = await makeUser(app, teamId);
  const manager = await makeUser(app, teamId, { manager: true });
  await setManager(app.db, teamId, learner.id, manager.id);
  await enrol(app, teamId, course.id, learner.id);
  const learnerToken = await signInAs(app, learner.username);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v3/activity/submit_queue',
    headers: { 'access-token': learnerToken },
    payload: {
      trackers: [
        {
          uuid: randomUUID(),
          name: 'QUESTION_RESPONSE',
          payload: { deckId: deck, questionId: 'q1', response: ['b'] },
          time: new Date().toISOString(),
        },
      ],
    },
  });
  expect(sent.statusCode).toBe(200);
  const admin = await makeUser(app, teamId, { license: 'Admin' });
  const otherCreator = await makeSignedInUser(app, { license: 'Creator', teamId });
  const otherTeam = await makeSignedInUser(app, { license: 'Admin' });
  users.admin = { id: admin.id, token: await signInAs(app, admin.username) };
  users.creator = { id: creator.user.id, token: creator.token };
  users.manager = { id: manager.id, token: await signInAs(app, manager.username) };
  users.learner = { id: learner.id, token: learnerToken };
  users.otherCreator = { id: otherCreator.user.id, token: otherCreator.token };
  users.otherTeam = { id: otherTeam.user.id, token: otherTeam.token };
  ids = { course: course.id, deck, article: article.id, learner: learner.id };
});

/** Each call: its address for a caller (their own id where it names the viewer), its bad-input form. */
const CALLS: {
  name: string;
  url: (me: string) => string;
  bad: string;
  message: string;
  expected: Partial<Record<Role, number>>;
}[] = [
  ...['summary', 'content', 'questions', 'certificates', 'games', 'checklists'].map((tab) => ({
    name: `courses/{id}/${tab}`,
    url: () => `/api/v3/analytics/courses/${ids.course}/${tab}`,
    bad: `/api/v3/analytics/courses/not-an-id/${tab}`,
    message: 'Invalid id',
    expected: {},
  })),
  {
    name: '{userId}/{courseId}/learners/{scope}',
    url: (me) => `/api/v3/analytics/${me}/${ids.course}/learners/all`,
    bad: `/api/v3/analytics/${randomUUID()}/${randomUUID()}/learners/all?pageSize=0`,
    message: 'Too small',
    expected: {},
  },
  {
    name: '{userId}/{courseId}/learners/{scope}/export/csv',
    url: (me) => `/api/v3/analytics/${me}/${ids.course}/learners/all/export/csv`,
    bad: `/api/v3/analytics/${randomUUID()}/${randomUUID()}/learners/all/export/pdf`,
    message: 'Format must be csv or xlsx',
    expected: { manager: 403 },
  },
  {
    name: '{userId}/{courseId}/{deckId}/learners/{scope}',
    url: (me) => `/api/v3/analytics/${me}/${ids.course}/${ids.deck}/learners/all`,
    bad: `/api/v3/analytics/${randomUUID()}/${randomUUID()}/nope/learners/all`,
    message: 'Invalid id',
    expected: {},
  },
  ...['learners', 'option', 'company', 'department'].map((group) => ({
    name: `questions/{deckId}/responses/${group}`,
    url: () => `/api/v3/analytics/questions/${ids.deck}/responses/${group}`,
    bad: `/api/v3/analytics/questions/nope/responses/${group}`,
    message: 'Invalid id',
    expected: {},
  })),
  {
    name: 'articles/{id}/deck/{scope}',
    url: () => `/api/v3/analytics/articles/${ids.article}/deck/all`,
    bad: `/api/v3/analytics/articles/nope/deck/all`,
    message: 'Invalid id',
    expected: {},
  },
  {
    name: 'articles/{id}/{scope}',
    url: () => `/api/v3/analytics/articles/${ids.article}/completed`,
    bad: `/api/v3/analytics/articles/nope/completed`,
    message: 'Invalid id',
    expected: {},
  },
  {
    name: 'articles/{id}/questions/responses',
    url: () => `/api/v3/analytics/articles/${ids.article}/questions/responses`,
    bad: `/api/v3/analytics/articles/nope/questions/responses`,
    message: 'Invalid id',
    expected: {},
  },
];

/** What every call answers each role unless it says otherwise. */
const DEFAULT: Record<Role, number> = {
  admin: 200,
  creator: 200,
  manager: 200,
  learner: 403,
  otherCreator: 403,
  otherTeam: 404,
};

describe('who may read each analytics call', () => {
  for (const call of CALLS) {
    it(`${call.name}: each role, another team and bad input`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const role of ROLES) {
        const res = await app.inject({
          method: 'GET',
          url: call.url(users[role].id),
          headers: { 'access-token': users[role].token },
        });
        got[role] = res.statusCode;
        want[role] = call.expected[role] ?? DEFAULT[role];
      }
      expect(got).toEqual(want);
      const bad = await app.inject({
        method: 'GET',
        url: call.bad,
        headers: { 'access-token': users.admin.token },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(call.message);
    });
  }
});
