import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { enrol, makeCourse } from '../../../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../../../test/factories';
import { playerSession, runtimeTokenFor, scormState, setupScormDeck } from '../test-fixtures/scorm-decks';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-runtime-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const setup = (kind: '1.2' | '2004' = '1.2', category = 'scorm') => setupScormDeck(app, kind, category);
const state = (headers: Record<string, string>, deckId: string) => scormState(app, headers, deckId);
const commit = (headers: Record<string, string>, deckId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/formats/scorm/${deckId}/commit`, headers, payload });
const courseProgress = async (headers: Record<string, string>, userId: string, courseId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v3/courses/${courseId}/learners/${userId}/show`, headers })
  ).json();
/** The saved cmi the player resumes from (read as the player does, with a runtime token). */
const savedCmi = async (headers: Record<string, string>, deckId: string) =>
  (await playerSession(app, await runtimeTokenFor(app, headers, deckId))).json().cmi;

describe('formats/scorm/{deckId}/state and commit', () => {
  it('1.2 passed with a score completes the deck with score-based points and resumes from the saved cmi', async () => {
    const { deck, course, learner } = await setup();
    const first = (await state(learner.headers, deck.id)).json();
    expect(first).toMatchObject({ deckId: deck.id, package: { version: '1.2' } });
    expect(await savedCmi(learner.headers, deck.id)).toBeNull();

    const partial = { core: { lesson_status: 'incomplete', lesson_location: 'page-3' }, suspend_data: 'abc' };
    const saved = await commit(learner.headers, deck.id, { cmi: partial });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress.completion).toBe(false);
    expect(await savedCmi(learner.headers, deck.id)).toEqual(partial);

    const passed = {
      core: { lesson_status: 'passed', lesson_location: 'end', score: { raw: '80', min: '0', max: '100' } },
      suspend_data: 'done',
    };
    const res = await commit(learner.headers, deck.id, { cmi: passed, finished: true, timeSpent: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: { status: 'passed', score: 80, viewedPercentage: 100 },
      progress: { completion: true, score: 80, points: 40, viewedPercentage: 100 },
    });
    // The same commit again (a retried request) changes nothing.
    const repeat = await commit(learner.headers, deck.id, { cmi: passed, finished: true, timeSpent: 120 });
    expect(repeat.json().progress).toEqual(res.json().progress);

    const shown = await courseProgress(learner.headers, learner.user.id, course.id);
    expect(JSON.stringify(shown)).toContain('"completion":true');
  });

  it('2004 completed and passed completes; a better score later adds only the difference', async () => {
    const { deck, learner } = await setup('2004', 'scormexam');
    const attempt = (scaled: string) => ({
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled },
    });
    // The package's intro is an asset item: launched, it is complete; the deck rolls up both items.
    const intro = await commit(learner.headers, deck.id, { item: 'intro', cmi: {} });
    expect(intro.json()).toMatchObject({
      outcome: { status: 'incomplete', viewedPercentage: 50 },
      items: [
        { id: 'intro', status: 'completed' },
        { id: 'lesson', status: 'not attempted' },
      ],
    });
    const first = await commit(learner.headers, deck.id, { cmi: attempt('0.6') });
    expect(first.json().progress).toMatchObject({ completion: true, score: 60, points: 30 });
    const better = await commit(learner.headers, deck.id, { cmi: attempt('0.9') });
    expect(better.json().progress).toMatchObject({ completion: true, score: 90, points: 45 });
    const worse = await commit(learner.headers, deck.id, { cmi: attempt('0.2') });
    expect(worse.json().progress).toMatchObject({ score: 90, points: 45 });
  });

  it('failed counts an attempt without completing', async () => {
    const { deck, learner } = await setup();
    const failed = { core: { lesson_status: 'failed', score: { raw: '30' } } };
    const res = await commit(learner.headers, deck.id, { cmi: failed, finished: true });
    expect(res.json()).toMatchObject({
      outcome: { status: 'failed', score: 30 },
      progress: { completion: false, score: 30 },
    });
    // Failing again after a new start is a second attempt; the best score stays.
    await commit(learner.headers, deck.id, { cmi: { core: { lesson_status: 'incomplete' } } });
    await commit(learner.headers, deck.id, {
      cmi: { core: { lesson_status: 'failed', score: { raw: '20' } } },
    });
    const records = await app.inject({
      method: 'GET',
      url: `/api/v3/decks/${deck.id}/learners/${learner.user.id}/show/scorm`,
      headers: learner.headers,
    });
    expect(records.json().record).toMatchObject({ viewAttempts: 2, score: 30, completion: false });
  });

  it('does not let the client claim a SCORM completion through the tracker', async () => {
    const { deck, learner } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: learner.headers,
      payload: {
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            payload: { deckId: deck.id, viewedPercentage: 100 },
            time: new Date().toISOString(),
          },
        ],
      },
    });
    expect(res.json().rejected).toHaveLength(1);
  });

  it('rejects invalid input with 400', async () => {
    const { deck, learner } = await setup();
    expect((await commit(learner.headers, deck.id, { cmi: 'nope' })).statusCode).toBe(400);
    expect((await commit(learner.headers, deck.id, {})).statusCode).toBe(400);
    const huge = { suspend_data: 'x'.repeat(300_000) };
    expect((await commit(learner.headers, deck.id, { cmi: huge })).statusCode).toBe(400);
    expect((await state(learner.headers, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 400 for a deck that is not SCORM and 404 for a deck without a package', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const { decks } = await makeCourse(app, creator.team.id, {
      topics: [[{ name: 'Read' }, { name: 'Empty', category: 'scorm', content: {} }]],
    });
    expect((await state(creator.headers, decks[0]?.id ?? '')).statusCode).toBe(400);
    expect((await state(creator.headers, decks[1]?.id ?? '')).statusCode).toBe(404);
  });

  it("hides another team's deck (404) and needs a session (440)", async () => {
    const { deck } = await setup();
    const stranger = await makeSignedInUser(app);
    expect((await state(stranger.headers, deck.id)).statusCode).toBe(404);
    const cmi = { core: { lesson_status: 'passed' } };
    expect((await commit(stranger.headers, deck.id, { cmi })).statusCode).toBe(404);
    expect((await state({}, deck.id)).statusCode).toBe(440);
  });

  it('refuses a learner whose course has not started yet (403)', async () => {
    const { pkg, creator } = await setup();
    const start = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const { course, decks } = await makeCourse(app, creator.team.id, {
      settings: { timing: { start, end: null } },
      topics: [[{ name: 'Later', category: 'scorm', content: { packageId: pkg._id } }]],
    });
    const user = await makeUser(app, creator.team.id);
    await enrol(app, creator.team.id, course.id, user.id);
    const headers = { 'access-token': await signInAs(app, user.username) };
    expect((await state(headers, decks[0]?.id ?? '')).statusCode).toBe(403);
  });
});
