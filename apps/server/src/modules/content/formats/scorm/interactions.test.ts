import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { enrol } from '../../../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../../../test/factories';
import { multiSco12Package } from '../test-fixtures/scorm-conformance';
import { playerCommit, runtimeTokenFor, setupScormDeck } from '../test-fixtures/scorm-decks';
import { interactionsOf, MAX_INTERACTIONS_PER_ITEM } from './interactions';

describe('interactionsOf: cmi.interactions read, validated and bounded', () => {
  it('reads 1.2 and 2004 fields into one shape', () => {
    const v12 = interactionsOf('1.2', {
      interactions: {
        '0': {
          id: 'q1',
          type: 'choice',
          student_response: 'a',
          result: 'wrong',
          latency: '00:00:05',
          time: '10:00:00',
          correct_responses: { '0': { pattern: 'b' } },
        },
      },
    });
    expect(v12).toEqual([
      {
        position: 0,
        interactionId: 'q1',
        type: 'choice',
        response: 'a',
        correctResponses: ['b'],
        result: 'wrong',
        correct: false,
        latency: '00:00:05',
        recordedAt: '10:00:00',
        description: '',
      },
    ]);
    const v2004 = interactionsOf('2004', {
      interactions: {
        '1': { id: 'q2', type: 'numeric', learner_response: '4', result: '0.5', correct_responses: {} },
        '0': {
          id: 'urn:q1',
          type: 'choice',
          learner_response: 'a[,]b',
          result: 'correct',
          latency: 'PT5S',
          timestamp: '2024-01-01T10:00:00',
          description: 'Which?',
          correct_responses: { '0': { pattern: 'a[,]b' } },
        },
      },
    });
    expect(v2004.map((i) => [i.position, i.interactionId, i.response, i.correct, i.description])).toEqual([
      [0, 'urn:q1', 'a[,]b', true, 'Which?'],
      [1, 'q2', '4', null, ''],
    ]);
  });

  it('skips entries without an id, with oversized fields, or past the per-item bound', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_INTERACTIONS_PER_ITEM + 5 }, (_, n) => [String(n), { id: `q${n}` }]),
    );
    expect(interactionsOf('2004', { interactions: many })).toHaveLength(MAX_INTERACTIONS_PER_ITEM);
    expect(
      interactionsOf('2004', {
        interactions: {
          '0': { type: 'choice' },
          '1': { id: 'x'.repeat(4001) },
          '2': { id: 'ok', description: 'd'.repeat(251) },
          '3': { id: 'ok', learner_response: { nested: true } },
          x: { id: 'not a position' },
        },
      }).map((i) => [i.position, i.response]),
    ).toEqual([[3, '']]);
    expect(interactionsOf('2004', { interactions: 'nonsense' })).toEqual([]);
  });
});

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-interactions-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const answer = (id: string, response: string, result: string, description?: string) => ({
  id,
  type: 'choice',
  student_response: response,
  result,
  latency: '00:00:04',
  correct_responses: { '0': { pattern: 'b' } },
  ...(description ? { description } : {}),
});
const quiz = (status: string, raw: string, interactions: object[], exit = '') => ({
  core: { lesson_status: status, score: { raw }, exit },
  interactions: Object.fromEntries(interactions.map((i, n) => [String(n), i])),
});

describe('SCORM interactions reach the course analytics quizzes tab', () => {
  it('stores each attempt once and counts them like native quiz answers, hardest first; other teams get 404', async () => {
    const { creator, course, deck, learner } = await setupScormDeck(app, multiSco12Package);
    const commit = async (token: string, item: string, cmi: object, finished = true) => {
      const res = await playerCommit(app, token, { item, cmi, finished });
      expect(res.statusCode, res.body).toBe(200);
    };
    const first = await runtimeTokenFor(app, learner.headers, deck.id);
    const q1Wrong = answer('q1', 'a', 'wrong');
    // Suspended mid-way, then finished: one attempt, its interaction kept once.
    await commit(first, 'sco1', quiz('incomplete', '', [q1Wrong], 'suspend'), false);
    await commit(first, 'sco1', quiz('incomplete', '', [q1Wrong], 'suspend'));
    await commit(first, 'sco1', quiz('failed', '50', [q1Wrong, answer('q2', 'c', 'correct')]));
    // A new attempt: 1.2 keeps the data, so the package appends; the carried answers do not count twice.
    await commit(
      first,
      'sco1',
      quiz('passed', '100', [q1Wrong, answer('q2', 'c', 'correct'), answer('q1', 'b', 'correct')]),
    );

    const other = await makeUser(app, creator.team.id);
    await enrol(app, creator.team.id, course.id, other.id);
    const otherToken = await runtimeTokenFor(
      app,
      { 'access-token': await signInAs(app, other.username) },
      deck.id,
    );
    await commit(
      otherToken,
      'sco2',
      quiz('failed', '0', [answer('final', 'x', 'incorrect', 'Last question')]),
    );

    const admin = await makeSignedInUser(app, { license: 'Admin', teamId: creator.team.id });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v3/analytics/courses/${course.id}/questions?category=assessment`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const scorm = res.json().find((d: { deckId: string }) => d.deckId === deck.id);
    expect(scorm.questions).toEqual([
      {
        questionId: 'sco2/final',
        prompt: 'Last question',
        type: 'choice',
        responses: 1,
        correct: 0,
        percentCorrect: 0,
        answers: [{ answer: 'x', label: 'x', count: 1 }],
      },
      {
        questionId: 'sco1/q1',
        prompt: 'sco1/q1',
        type: 'choice',
        responses: 2,
        correct: 1,
        percentCorrect: 50,
        answers: [
          { answer: 'a', label: 'a', count: 1 },
          { answer: 'b', label: 'b', count: 1 },
        ],
      },
      {
        questionId: 'sco1/q2',
        prompt: 'sco1/q2',
        type: 'choice',
        responses: 1,
        correct: 1,
        percentCorrect: 100,
        answers: [{ answer: 'c', label: 'c', count: 1 }],
      },
    ]);
    expect(scorm.scoreHistogram).toHaveLength(10);

    // The deck's own answers view reads the same interactions.
    const byOption = await app.inject({
      method: 'GET',
      url: `/api/v3/analytics/questions/${deck.id}/responses/option`,
      headers: admin.headers,
    });
    expect(byOption.statusCode, byOption.body).toBe(200);
    expect(byOption.json().deck.questions.map((q: { questionId: string }) => q.questionId)).toEqual([
      'sco2/final',
      'sco1/q1',
      'sco1/q2',
    ]);

    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    for (const url of [
      `/api/v3/analytics/courses/${course.id}/questions?category=assessment`,
      `/api/v3/analytics/questions/${deck.id}/responses/option`,
    ]) {
      const denied = await app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(denied.statusCode, url).toBe(404);
    }
    const asLearner = await app.inject({
      method: 'GET',
      url: `/api/v3/analytics/courses/${course.id}/questions?category=assessment`,
      headers: learner.headers,
    });
    expect(asLearner.statusCode).toBe(403);

    // A launch that resets learner progress starts the quiz analytics afresh.
    const relaunch = await app.inject({
      method: 'POST',
      url: `/api/v3/courses/${course.id}/launch`,
      headers: admin.headers,
      payload: { resetProgress: true },
    });
    expect(relaunch.statusCode, relaunch.body).toBe(200);
    const afresh = await app.inject({
      method: 'GET',
      url: `/api/v3/analytics/courses/${course.id}/questions?category=assessment`,
      headers: admin.headers,
    });
    expect(afresh.json().find((d: { deckId: string }) => d.deckId === deck.id).questions).toEqual([]);
  });
});
