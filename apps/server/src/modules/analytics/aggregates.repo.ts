import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  analyticsCourseDays,
  analyticsCourseLearners,
  analyticsItemTotals,
  analyticsQuestionAnswers,
  progress,
} from '../../db/schema';
import type { Contribution, CourseStanding } from './aggregates.logic';

/** Plain code-unit order, the same in every process. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function standingsOf(db: Db, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(analyticsCourseLearners)
    .where(
      and(eq(analyticsCourseLearners.userId, userId), inArray(analyticsCourseLearners.courseId, courseIds)),
    );
}

export async function saveStandings(
  db: Db,
  teamId: string,
  userId: string,
  rows: (CourseStanding & { courseId: string })[],
) {
  if (rows.length === 0) return;
  await db
    .insert(analyticsCourseLearners)
    .values(rows.map((r) => ({ ...r, teamId, userId, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [analyticsCourseLearners.courseId, analyticsCourseLearners.userId],
      set: {
        status: sql`excluded.status`,
        viewedPercentage: sql`excluded.viewed_percentage`,
        score: sql`excluded.score`,
        timeSpent: sql`excluded.time_spent`,
        failedDecks: sql`excluded.failed_decks`,
        quizScoreSum: sql`excluded.quiz_score_sum`,
        quizzesScored: sql`excluded.quizzes_scored`,
        completedAt: sql`excluded.completed_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Adds each delta to its item's counters (one statement for all of them). */
export async function addToTotals(
  db: Db,
  teamId: string,
  slot: number,
  deltas: { scope: 'course' | 'deck'; itemId: string; courseId: string; delta: Contribution }[],
) {
  if (deltas.length === 0) return;
  const t = analyticsItemTotals;
  // Key order: learners sharing a slot lock its rows in the same order, never in a cycle.
  const sorted = [...deltas].sort((a, b) => cmp(a.scope, b.scope) || cmp(a.itemId, b.itemId));
  await db
    .insert(t)
    .values(
      sorted.map((d) => ({
        scope: d.scope,
        itemId: d.itemId,
        slot,
        courseId: d.courseId,
        teamId,
        ...d.delta,
      })),
    )
    .onConflictDoUpdate({
      target: [t.scope, t.itemId, t.slot],
      set: {
        started: sql`${t.started} + excluded.started`,
        completed: sql`${t.completed} + excluded.completed`,
        failed: sql`${t.failed} + excluded.failed`,
        scoreSum: sql`${t.scoreSum} + excluded.score_sum`,
        scored: sql`${t.scored} + excluded.scored`,
        timeSpent: sql`${t.timeSpent} + excluded.time_spent`,
      },
    });
}

export async function addToDays(
  db: Db,
  teamId: string,
  slot: number,
  deltas: { courseId: string; day: string; delta: number }[],
) {
  if (deltas.length === 0) return;
  const t = analyticsCourseDays;
  await db
    .insert(t)
    .values(
      [...deltas]
        .sort((a, b) => cmp(a.courseId, b.courseId) || cmp(a.day, b.day))
        .map((d) => ({ courseId: d.courseId, day: d.day, slot, teamId, completed: d.delta })),
    )
    .onConflictDoUpdate({
      target: [t.courseId, t.day, t.slot],
      set: { completed: sql`${t.completed} + excluded.completed` },
    });
}

export async function countAnswer(
  db: Db,
  row: { teamId: string; deckId: string; questionId: string; answer: string; slot: number; correct: boolean },
) {
  const t = analyticsQuestionAnswers;
  await db
    .insert(t)
    .values({ ...row, count: 1, correct: row.correct ? 1 : 0 })
    .onConflictDoUpdate({
      target: [t.deckId, t.questionId, t.answer, t.slot],
      set: { count: sql`${t.count} + 1`, correct: sql`${t.correct} + excluded.correct` },
    });
}

/** The learner's deck records of a course (read before a reset deletes them). */
export const deckRecordsOfCourse = (db: Db, userId: string, courseId: string) =>
  db
    .select({ itemId: progress.itemId, record: progress.record })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.scope, 'deck'), eq(progress.courseId, courseId)));

export async function deleteStanding(db: Db, userId: string, courseId: string) {
  await db
    .delete(analyticsCourseLearners)
    .where(and(eq(analyticsCourseLearners.userId, userId), eq(analyticsCourseLearners.courseId, courseId)));
}

/** Everything counted for a course: its learners, its and its decks' counters, its days. */
export async function deleteCourseAggregates(db: Db, courseId: string) {
  await db.delete(analyticsCourseLearners).where(eq(analyticsCourseLearners.courseId, courseId));
  await db.delete(analyticsItemTotals).where(eq(analyticsItemTotals.courseId, courseId));
  await db.delete(analyticsCourseDays).where(eq(analyticsCourseDays.courseId, courseId));
}
