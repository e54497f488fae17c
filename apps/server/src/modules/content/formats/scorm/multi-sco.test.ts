import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import {
  multiSco12Package,
  objectives2004Package,
  sequential2004Package,
} from '../test-fixtures/scorm-conformance';
import { playerCommit, playerSession, runtimeTokenFor, setupScormDeck } from '../test-fixtures/scorm-decks';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-multi-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(build: () => Promise<Buffer>) {
  const { deck, learner } = await setupScormDeck(app, build);
  const token = await runtimeTokenFor(app, learner.headers, deck.id);
  const commit = async (item: string, cmi: object, finished = true) => {
    const res = await playerCommit(app, token, { item, cmi, finished });
    if (res.statusCode !== 200) throw new Error(`commit ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return { deck, learner, token, commit, session: async () => (await playerSession(app, token)).json() };
}

describe('multi-SCO packages: runtime state per item, rolled up to the deck', () => {
  it('1.2: a table of contents of every item, manifest data, complete only when every item is', async () => {
    const { commit, session } = await open(multiSco12Package);
    const first = await session();
    expect(first.startItem).toBe('sco1');
    expect(
      first.items.map((i: Record<string, unknown>) => [i.id, i.depth, i.visible, i.scormType, i.selectable]),
    ).toEqual([
      ['module1', 0, true, null, true],
      ['sco1', 1, true, 'sco', true],
      ['glossary', 1, false, 'asset', true],
      ['sco2', 0, true, 'sco', true],
    ]);
    const sco2 = first.items[3];
    expect(sco2.url).toMatch(/\/scorm\/files\/[^/]+\/[^/]+\/sco2\/index\.html$/);
    expect(sco2.init).toEqual({
      student_data: { mastery_score: '80', max_time_allowed: '00:30:00', time_limit_action: 'exit,message' },
    });
    expect(first.items[1].init).toEqual({ launch_data: 'start=intro' });

    const passed = (raw: string) => ({ core: { lesson_status: 'passed', score: { raw } } });
    const afterFirst = await commit('sco1', passed('100'));
    expect(afterFirst.progress.completion).toBe(false);
    expect(afterFirst.items).toEqual([
      { id: 'sco1', status: 'passed' },
      { id: 'glossary', status: 'not attempted' },
      { id: 'sco2', status: 'not attempted' },
    ]);
    await commit('glossary', {});
    const done = await commit('sco2', passed('90'));
    expect(done.outcome).toEqual({ status: 'passed', score: 95, viewedPercentage: 100 });
    expect(done.progress).toMatchObject({ completion: true, score: 95 });

    // Each item resumes from its own data.
    const resumed = await session();
    expect(resumed.items[1].cmi).toEqual(passed('100'));
    expect(resumed.items[3].cmi).toEqual(passed('90'));
  });

  it('2004 forced sequential: no choice, flow forward only; not complete before the quiz; a failing quiz earns nothing', async () => {
    const { commit, session } = await open(sequential2004Package);
    const { items } = await session();
    expect(items.map((i: Record<string, unknown>) => [i.id, i.selectable, i.flow, i.forwardOnly])).toEqual([
      ['lesson1', false, true, true],
      ['lesson2', false, true, true],
      ['quiz', false, true, true],
    ]);
    expect(items[2].init).toEqual({
      scaled_passing_score: '0.7',
      max_time_allowed: 'PT20M',
      objectives: [{ id: 'quiz-passed' }],
    });

    const done = { completion_status: 'completed' };
    expect((await commit('lesson1', done)).progress.completion).toBe(false);
    await commit('lesson2', done);
    // The package says passed, but 0.5 is below the passing score: failed, no points.
    const failed = await commit('quiz', { ...done, success_status: 'passed', score: { scaled: '0.5' } });
    expect(failed.outcome).toEqual({ status: 'failed', score: 50, viewedPercentage: 100 });
    expect(failed.progress).toMatchObject({ completion: false, points: 0 });
    const passed = await commit('quiz', { ...done, score: { scaled: '0.8' } });
    expect(passed.outcome.status).toBe('passed');
    expect(passed.progress).toMatchObject({ completion: true, score: 80, points: 40 });
  });

  it('2004 manifest objectives: initialised, saved ones kept; pass or fail by the mastery measure', async () => {
    const { commit, session } = await open(objectives2004Package);
    const [assessment] = (await session()).items;
    expect(assessment.init).toEqual({
      launch_data: 'mode=exam',
      scaled_passing_score: '0.8',
      completion_threshold: '0.75',
      time_limit_action: 'continue,no message',
      objectives: [{ id: 'pass' }, { id: 'gdpr-basics' }, { id: 'retention' }],
    });
    const cmi = {
      progress_measure: '1',
      score: { scaled: '0.6' },
      objectives: { '0': { id: 'retention', success_status: 'passed' } },
    };
    const failed = await commit('assessment', cmi);
    expect(failed.outcome.status).toBe('failed');
    expect(failed.progress.points).toBe(0);
    const [again] = (await session()).items;
    expect(again.init.objectives).toEqual([
      { id: 'retention', success_status: 'passed' },
      { id: 'pass' },
      { id: 'gdpr-basics' },
    ]);
  });

  it('refuses data for an item the package does not have (400)', async () => {
    const { token } = await open(multiSco12Package);
    const res = await playerCommit(app, token, { item: 'module1', cmi: {} });
    expect(res.statusCode).toBe(400);
    expect((await playerCommit(app, token, { item: 'nope', cmi: {} })).statusCode).toBe(400);
  });

  it('2004: a session ended without suspending ends the attempt; the next launch starts afresh, a suspended one resumes', async () => {
    const { commit, session } = await open(sequential2004Package);
    const lesson = (exit: string) => ({ completion_status: 'completed', location: 'end', exit });
    await commit('lesson1', lesson('suspend'));
    const suspended = (await session()).items.find((i: { id: string }) => i.id === 'lesson1');
    expect(suspended.cmi).toEqual(lesson('suspend'));
    await commit('lesson1', lesson('normal'));
    const ended = (await session()).items.find((i: { id: string }) => i.id === 'lesson1');
    // Fresh data for the new attempt (the player gives entry=ab-initio); the last result still shows.
    expect(ended.cmi).toBeNull();
    expect(ended.status).toBe('completed');
  });
});
