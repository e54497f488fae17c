import { randomUUID } from 'node:crypto';
import { normalizeRecord } from '@lp/shared/progress';
import { and, eq, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCourseLearners, progress, questionResponses } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeTeam, makeUser } from '../../test/factories';
import { setCourseCompletion } from '../progress/admin-overrides';
import { ingestBatch } from '../progress/ingest';
import { teamActivityTotals } from './activity.service';
import {
  completionDay,
  courseContribution,
  deckContribution,
  deckFailed,
  minus,
  quizScore,
  standingOf,
  ZERO,
} from './aggregates.logic';
import { applyQueuedChanges } from './aggregates.service';
import { answerCounts, completionDays, itemTotals } from './counters.repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

export const QUIZ = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which is right?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: ['b'],
    },
    { id: 'q2', type: 'truefalse', prompt: 'Is it true?', answer: true },
  ],
};

const command = fc.oneof(
  fc.record({
    kind: fc.constant('complete' as const),
    learner: fc.nat(2),
    deck: fc.nat(2),
    q1: fc.constantFrom('a', 'b'),
    q2: fc.boolean(),
    seconds: fc.nat(120),
  }),
  fc.record({ kind: fc.constant('start' as const), learner: fc.nat(2), deck: fc.nat(2) }),
  fc.record({
    kind: fc.constant('answer' as const),
    learner: fc.nat(2),
    q1: fc.constantFrom('a', 'b'),
    q2: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reset' as const), learner: fc.nat(2) }),
  fc.record({ kind: fc.constant('markComplete' as const), learner: fc.nat(2) }),
);

const add = (a: typeof ZERO, b: typeof ZERO) => minus(a, minus(ZERO, b));

/** The counters as a full recount of the course's progress rows and answers would give them. */
async function recount(courseId: string) {
  const rows = await app.db
    .select()
    .from(progress)
    .where(
      or(
        and(eq(progress.scope, 'deck'), eq(progress.courseId, courseId)),
        and(eq(progress.scope, 'course'), eq(progress.itemId, courseId)),
      ),
    );
  const decks = new Map<string, typeof ZERO>();
  const failedDecks = new Map<string, number>();
  const quizzes = new Map<string, { sum: number; n: number }>();
  for (const row of rows.filter((r) => r.scope === 'deck')) {
    const record = normalizeRecord(row.record);
    decks.set(row.itemId, add(decks.get(row.itemId) ?? ZERO, deckContribution(record)));
    if (deckFailed(record)) failedDecks.set(row.userId, (failedDecks.get(row.userId) ?? 0) + 1);
    const q = quizScore(record);
    const sofar = quizzes.get(row.userId) ?? { sum: 0, n: 0 };
    quizzes.set(row.userId, { sum: sofar.sum + q.sum, n: sofar.n + q.n });
  }
  const learners = new Set([...rows.map((r) => r.userId)]);
  let course = ZERO;
  const days = new Map<string, number>();
  const standings = new Map<string, string>();
  for (const userId of learners) {
    const courseRow = rows.find((r) => r.scope === 'course' && r.userId === userId);
    const standing = standingOf(
      courseRow ? normalizeRecord(courseRow.record) : undefined,
      failedDecks.get(userId) ?? 0,
      quizzes.get(userId),
    );
    standings.set(userId, standing.status);
    course = add(course, courseContribution(standing));
    const day = completionDay(standing);
    if (day) days.set(day, (days.get(day) ?? 0) + 1);
  }
  return { decks, course, days, standings };
}

const figures = (row: typeof ZERO) => ({
  started: row.started,
  completed: row.completed,
  failed: row.failed,
  scored: row.scored,
  scoreSum: Math.round(row.scoreSum * 1000) / 1000,
  timeSpent: Math.round(row.timeSpent),
});

describe('live course aggregates', () => {
  it('equal a full recount after any stream of events, resets and overrides', async () => {
    const team = await makeTeam(app);
    const admin = await makeUser(app, team.id, { license: 'Admin' });
    const learners = await Promise.all([0, 1, 2].map(() => makeUser(app, team.id)));
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 14 }), async (commands) => {
        const { course, decks } = await makeCourse(app, team.id, {
          topics: [
            [
              { name: 'Read' },
              { name: 'Quiz', category: 'assessment', content: QUIZ, settings: { passingPercentage: 60 } },
            ],
            [{ name: 'More' }],
          ],
        });
        for (const l of learners) await enrol(app, team.id, course.id, l.id);
        let clock = Date.parse('2026-01-01T08:00:00Z');
        for (const c of commands) {
          clock += 7 * 60 * 60 * 1000;
          const time = new Date(clock).toISOString();
          const learner = { user: learners[c.learner] as (typeof learners)[number], team };
          const quiz = decks[1] as (typeof decks)[number];
          if (c.kind === 'reset' || c.kind === 'markComplete') {
            await setCourseCompletion(
              app.db,
              { user: admin, team },
              learner.user,
              course.id,
              c.kind === 'markComplete',
            );
            continue;
          }
          const trackers =
            c.kind === 'answer'
              ? [
                  {
                    name: 'QUESTION_RESPONSE',
                    payload: { deckId: quiz.id, questionId: 'q1', response: [c.q1] },
                  },
                  {
                    name: 'QUESTION_RESPONSE',
                    payload: { deckId: quiz.id, questionId: 'q2', response: c.q2 },
                  },
                ]
              : c.kind === 'start'
                ? [{ name: 'DECK_STARTED', payload: { deckId: decks[c.deck]?.id } }]
                : [
                    {
                      name: 'DECK_COMPLETED',
                      payload: {
                        deckId: decks[c.deck]?.id,
                        timeSpent: c.seconds,
                        ...(c.deck === 1 ? { responses: { q1: [c.q1], q2: c.q2 } } : {}),
                      },
                    },
                  ];
          await ingestBatch(
            app.db,
            learner,
            trackers.map((t) => ({ ...t, uuid: randomUUID(), time }) as never),
          );
        }
        // The ingest queues its changes; a read folds them in first, as the analytics routes do.
        await applyQueuedChanges(app.db);
        const expected = await recount(course.id);
        const totals = await itemTotals(app.db, course.id);
        const courseRow = totals.find((t) => t.scope === 'course');
        expect(figures(courseRow ?? ZERO)).toEqual(figures(expected.course));
        for (const deck of decks) {
          const row = totals.find((t) => t.scope === 'deck' && t.itemId === deck.id);
          expect(figures(row ?? ZERO)).toEqual(figures(expected.decks.get(deck.id) ?? ZERO));
        }
        const standings = await app.db
          .select()
          .from(analyticsCourseLearners)
          .where(eq(analyticsCourseLearners.courseId, course.id));
        expect(new Map(standings.map((s) => [s.userId, s.status]))).toEqual(expected.standings);
        const days = await completionDays(app.db, course.id);
        expect(new Map(days.map((d) => [d.day, d.completed]))).toEqual(expected.days);
        const answers = await app.db
          .select({
            questionId: questionResponses.questionId,
            answer: sql<string>`${questionResponses.response}::text`,
            count: sql<number>`count(*)::int`,
          })
          .from(questionResponses)
          .where(eq(questionResponses.deckId, (decks[1] as (typeof decks)[number]).id))
          .groupBy(questionResponses.questionId, sql`${questionResponses.response}::text`);
        const histogram = await answerCounts(app.db, [(decks[1] as (typeof decks)[number]).id]);
        const norm = (a: string) => JSON.stringify(JSON.parse(a));
        expect(new Map(histogram.map((h) => [`${h.questionId}:${norm(h.answer)}`, h.count]))).toEqual(
          new Map(answers.map((a) => [`${a.questionId}:${norm(a.answer)}`, a.count])),
        );
      }),
      { numRuns: 10 },
    );
  }, 120_000);

  it('counts each queued batch once when several appliers race for the queue', async () => {
    const team = await makeTeam(app);
    const learners = await Promise.all([0, 1, 2, 3].map(() => makeUser(app, team.id)));
    const { course, decks } = await makeCourse(app, team.id, {
      topics: [[{ name: 'Read' }, { name: 'More' }]],
    });
    for (const l of learners) await enrol(app, team.id, course.id, l.id);
    await Promise.all(
      learners.map((learner) =>
        ingestBatch(
          app.db,
          { user: learner, team },
          decks.map((deck) => ({
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            time: new Date().toISOString(),
            payload: { deckId: deck.id, timeSpent: 30 },
          })) as never,
        ),
      ),
    );
    const applied = await Promise.all([
      applyQueuedChanges(app.db),
      applyQueuedChanges(app.db, { wait: false }),
      applyQueuedChanges(app.db),
    ]);
    expect(applied.reduce((a, b) => a + b, 0)).toBe(learners.length);
    expect(await applyQueuedChanges(app.db)).toBe(0);
    const expected = await recount(course.id);
    const totals = await itemTotals(app.db, course.id);
    expect(figures(totals.find((t) => t.scope === 'course') ?? ZERO)).toEqual(figures(expected.course));
    expect(expected.course.completed).toBe(learners.length);
    const today = new Date().toISOString().slice(0, 10);
    expect(await teamActivityTotals(app.db, team.id, { from: today, to: today })).toEqual({
      activeLearners: learners.length,
      sessions: 0,
    });
  });
});
