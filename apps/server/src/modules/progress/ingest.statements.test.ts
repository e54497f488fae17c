import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { courses } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

/**
 * Statements one learner's batch sends, counted on node-postgres (so only with TEST_DATABASE_URL):
 * the session, begin, the events, the learner's activity row, the decks' courses, the records and
 * state, their save, the analytics counters, the ledger, commit.
 */
const MAX_STATEMENTS = 10;

const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Yes?', answer: true }] };

describe.skipIf(!inject('postgres'))('activity/submit_queue round trips', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it(`completes a course of 20 decks that earn points in at most ${MAX_STATEMENTS} statements`, async () => {
    const first = await makeSignedInUser(app);
    const { course, decks } = await makeCourse(app, first.team.id, {
      topics: Array.from({ length: 4 }, () => [
        ...Array.from({ length: 4 }, () => ({ settings: { maxPoints: 5 } })),
        { category: 'assessment', content: quiz, settings: { maxPoints: 10 } },
      ]),
    });
    // Launched, as courses learners play are: their outline is kept in memory.
    await app.db
      .update(courses)
      .set({ launched: true, launchedAt: new Date() })
      .where(eq(courses.id, course.id));
    const batch = () =>
      decks.map((d) => ({
        uuid: randomUUID(),
        name: 'DECK_COMPLETED',
        payload: {
          deckId: d.id,
          timeSpent: 30,
          ...(d.readerType === 'assessment' ? { responses: { q1: true } } : {}),
        },
        time: new Date().toISOString(),
      }));
    const submit = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers,
        payload: { trackers: batch() },
      });
    // The first batch of the course reads and caches its launched outline.
    expect((await submit(first.headers)).statusCode).toBe(200);

    const me = await makeSignedInUser(app, { teamId: first.team.id });
    const query = pg.Client.prototype.query;
    const sent: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text: string };
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let res: Awaited<ReturnType<typeof submit>>;
    try {
      res = await submit(me.headers);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 20, rejected: [] });
    expect(res.json().states.learner.points).toBeGreaterThan(0);
    expect(sent.length, sent.join('\n\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
