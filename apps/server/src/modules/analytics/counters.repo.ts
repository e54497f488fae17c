import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsCourseDays, analyticsItemTotals, analyticsQuestionAnswers } from '../../db/schema';

/**
 * Readers of the live counter tables. The ingest spreads each counter over slots (counterSlot of
 * the learner, so concurrent learners do not wait on one row lock): every read sums over the slots.
 */

/** An item's counters: the sum over its slots. */
const summed = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

export function itemTotals(db: Db, courseId: string) {
  const t = analyticsItemTotals;
  return db
    .select({
      scope: t.scope,
      itemId: t.itemId,
      courseId: t.courseId,
      teamId: t.teamId,
      started: summed(sql`${t.started}`),
      completed: summed(sql`${t.completed}`),
      failed: summed(sql`${t.failed}`),
      scoreSum: summed(sql`${t.scoreSum}`),
      scored: summed(sql`${t.scored}`),
      timeSpent: summed(sql`${t.timeSpent}`),
    })
    .from(t)
    .where(eq(t.courseId, courseId))
    .groupBy(t.scope, t.itemId, t.courseId, t.teamId);
}

export function completionDays(db: Db, courseId: string) {
  const t = analyticsCourseDays;
  const completed = sql<number>`sum(${t.completed})::int`.mapWith(Number);
  return db
    .select({ day: t.day, completed })
    .from(t)
    .where(eq(t.courseId, courseId))
    .groupBy(t.day)
    .having(sql`sum(${t.completed}) <> 0`)
    .orderBy(asc(t.day));
}

export function answerCounts(db: Db, deckIds: string[]) {
  if (deckIds.length === 0) return Promise.resolve([]);
  const t = analyticsQuestionAnswers;
  return db
    .select({
      deckId: t.deckId,
      questionId: t.questionId,
      answer: t.answer,
      teamId: t.teamId,
      count: sql<number>`sum(${t.count})::int`.mapWith(Number),
      correct: sql<number>`sum(${t.correct})::int`.mapWith(Number),
    })
    .from(t)
    .where(inArray(t.deckId, deckIds))
    .groupBy(t.deckId, t.questionId, t.answer, t.teamId);
}
