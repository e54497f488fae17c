import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsQuestionAnswers, trackerEvents } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { applyQueuedChanges } from '../analytics/aggregates.service';

// On PostgreSQL (TEST_DATABASE_URL) the batches below really run at the same time, on several
// connections; on PGlite they take turns.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Yes?', answer: true }] };

const submit = (headers: Record<string, string>, trackers: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/v3/activity/submit_queue', headers, payload: { trackers } });

async function learnerWithQuizzes(count: number) {
  const me = await makeSignedInUser(app);
  const made = await makeCourse(app, me.team.id, {
    topics: [
      Array.from({ length: count }, () => ({
        category: 'assessment',
        content: quiz,
        settings: { maxPoints: 10 },
      })),
    ],
  });
  return { me, ...made };
}

const completed = (deckId: string) => ({
  uuid: randomUUID(),
  name: 'DECK_COMPLETED',
  payload: { deckId, timeSpent: 10, responses: { q1: true } },
  time: new Date().toISOString(),
});
const answered = (deckId: string) => ({
  uuid: randomUUID(),
  name: 'QUESTION_RESPONSE',
  payload: { deckId, questionId: 'q1', response: true },
  time: new Date().toISOString(),
});

async function totals(me: Awaited<ReturnType<typeof makeSignedInUser>>, courseId: string) {
  const state = (
    await app.inject({ url: `/api/v3/activity/${me.user.id}/sessions`, headers: me.headers })
  ).json();
  const wallet = (
    await app.inject({
      url: `/api/v3/courses/${courseId}/leaderboards/wallet/${me.user.id}`,
      headers: me.headers,
    })
  ).json();
  const course = (
    await app.inject({ url: `/api/v3/courses/${courseId}/learners/${me.user.id}/show`, headers: me.headers })
  ).json();
  const [events] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trackerEvents)
    .where(eq(trackerEvents.userId, me.user.id));
  return { state, wallet, course, events: events?.n };
}

async function answersOf(deckIds: string[]) {
  await applyQueuedChanges(app.db);
  const rows = await app.db.select().from(analyticsQuestionAnswers);
  return rows.filter((r) => deckIds.includes(r.deckId)).reduce((sum, r) => sum + r.count, 0);
}

describe('activity/submit_queue under concurrent delivery', () => {
  it('applies a batch delivered six times at once exactly once', async () => {
    const { me, course, decks } = await learnerWithQuizzes(3);
    const batch = decks.flatMap((d) => [answered(d.id), completed(d.id)]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(me.headers, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = answers.map((a) => a.json());
    expect(bodies.reduce((sum, b) => sum + b.accepted, 0)).toBe(batch.length);
    expect(bodies.reduce((sum, b) => sum + b.duplicates, 0)).toBe(batch.length * 5);
    const after = await totals(me, course.id);
    expect(after.events).toBe(batch.length);
    expect(after.state).toMatchObject({ timeSpent: 30, points: 30 });
    expect(after.wallet).toEqual({ points: 30, coins: 0 });
    expect(after.course.course).toMatchObject({ completion: true });
    expect(await answersOf(decks.map((d) => d.id))).toBe(3);
  });

  it("applies one learner's different batches sent at once, each once, rolling up every deck", async () => {
    const { me, course, decks } = await learnerWithQuizzes(4);
    const answers = await Promise.all(
      decks.map((d) => submit(me.headers, [answered(d.id), completed(d.id)])),
    );
    expect(answers.map((a) => a.json().accepted)).toEqual([2, 2, 2, 2]);
    const after = await totals(me, course.id);
    expect(after.events).toBe(8);
    expect(after.state).toMatchObject({ timeSpent: 40, points: 40 });
    expect(after.wallet).toEqual({ points: 40, coins: 0 });
    // Each batch read the records the batches before it saved: the course counts all four decks.
    expect(after.course.course).toMatchObject({ completion: true, viewedPercentage: 100 });
    expect(Object.values(after.course.decks)).toHaveLength(4);
    expect(await answersOf(decks.map((d) => d.id))).toBe(4);
  });
});
