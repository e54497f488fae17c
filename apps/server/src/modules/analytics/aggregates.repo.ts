import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, runStatement, type Statement } from '../../db/client';
import {
  analyticsCourseDays,
  analyticsCourseLearners,
  analyticsItemTotals,
  analyticsQueuedChanges,
  progress,
} from '../../db/schema';
import type { ActiveDay } from './activity.logic';
import type { AnswerCount, Contribution, CourseStanding, ProgressChange } from './aggregates.logic';

/** One tracker batch's queued analytics (`analytics_queued_changes`). */
export interface QueuedBatch {
  teamId: string;
  userId: string;
  changes: ProgressChange[];
  answers: AnswerCount[];
  activity: ActiveDay[];
}

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

const APPLIER_LOCK = 7_140_014; // pg advisory lock key of the queued-changes applier

const QUEUE_BATCH: Statement = {
  name: 'analytics_queue_batch',
  text: `insert into analytics_queued_changes (team_id, user_id, changes, answers, activity)
    values ($1::uuid, $2::uuid, $3::jsonb, $4::jsonb, $5::jsonb)`,
};

/** Fixed text, prepared once per connection: one row per tracker batch, on the ingestion path. */
export async function queueBatch(db: Db, row: QueuedBatch) {
  await runStatement(db, QUEUE_BATCH, [
    row.teamId,
    row.userId,
    JSON.stringify(row.changes),
    JSON.stringify(row.answers),
    JSON.stringify(row.activity),
  ]);
}

/** The team's queued activity, which a recount of its events is about to count. */
export async function dropQueuedActivity(db: Db, teamId: string) {
  await db
    .update(analyticsQueuedChanges)
    .set({ activity: [] })
    .where(eq(analyticsQueuedChanges.teamId, teamId));
}

export async function anyQueued(db: Db): Promise<boolean> {
  const rows = await db.select({ id: analyticsQueuedChanges.id }).from(analyticsQueuedChanges).limit(1);
  return rows.length > 0;
}

/** Takes the applier's lock for this transaction: waits for it, or (wait false) gives up at once. */
export async function lockApplier(db: Db, wait: boolean): Promise<boolean> {
  if (wait) {
    await db.execute(sql`select pg_advisory_xact_lock(${APPLIER_LOCK})`);
    return true;
  }
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${APPLIER_LOCK}) as locked`,
  );
  return row?.locked === true;
}

/** Removes the oldest queued batches and returns them in queue order. */
export async function takeQueued(db: Db, limit: number) {
  const t = analyticsQueuedChanges;
  const rows = await db
    .delete(t)
    .where(inArray(t.id, db.select({ id: t.id }).from(t).orderBy(asc(t.id)).limit(limit)))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map(
      (r): QueuedBatch => ({
        teamId: r.teamId,
        userId: r.userId,
        changes: r.changes as ProgressChange[],
        answers: r.answers as AnswerCount[],
        activity: r.activity as ActiveDay[],
      }),
    );
}

/** The stored standings of these learners in these courses. */
export async function standingsOfLearners(db: Db, pairs: { userId: string; courseId: string }[]) {
  if (pairs.length === 0) return [];
  const t = analyticsCourseLearners;
  return db
    .select()
    .from(t)
    .where(
      sql`(${t.userId}, ${t.courseId}) in (select k."userId", k."courseId"
        from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as k("userId" uuid, "courseId" uuid))`,
    );
}

/**
 * Folded standings, counter deltas and completion-day deltas in one statement (three upserts in
 * data-modifying CTEs). Each key appears once; rows go in key order, so that a reset that also
 * writes counters locks them in the same order.
 */
export async function saveCounts(
  db: Db,
  standings: (CourseStanding & { courseId: string; userId: string; teamId: string })[],
  items: {
    scope: 'course' | 'deck';
    itemId: string;
    courseId: string;
    teamId: string;
    delta: Contribution;
  }[],
  days: { courseId: string; day: string; teamId: string; delta: number }[],
) {
  if (standings.length === 0 && items.length === 0 && days.length === 0) return;
  const standingRows = standings.map((s) => ({ ...s, completedAt: s.completedAt?.toISOString() ?? null }));
  const itemRows = items.map((d) => ({
    scope: d.scope,
    itemId: d.itemId,
    courseId: d.courseId,
    teamId: d.teamId,
    ...d.delta,
  }));
  await db.execute(sql`
    with standing as (
      insert into analytics_course_learners (course_id, user_id, team_id, status, viewed_percentage, score,
        time_spent, failed_decks, quiz_score_sum, quizzes_scored, completed_at, updated_at)
      select s."courseId", s."userId", s."teamId", s.status, s."viewedPercentage", s.score,
        s."timeSpent", s."failedDecks", s."quizScoreSum", s."quizzesScored", s."completedAt", now()
      from jsonb_to_recordset(${JSON.stringify(standingRows)}::jsonb) as s("courseId" uuid, "userId" uuid,
        "teamId" uuid, status text, "viewedPercentage" integer, score double precision, "timeSpent" integer,
        "failedDecks" integer, "quizScoreSum" double precision, "quizzesScored" integer, "completedAt" timestamptz)
      order by s."courseId", s."userId"
      on conflict (course_id, user_id) do update set status = excluded.status,
        viewed_percentage = excluded.viewed_percentage, score = excluded.score,
        time_spent = excluded.time_spent, failed_decks = excluded.failed_decks,
        quiz_score_sum = excluded.quiz_score_sum, quizzes_scored = excluded.quizzes_scored,
        completed_at = excluded.completed_at, updated_at = excluded.updated_at
    ), total as (
      insert into analytics_item_totals as t (scope, item_id, slot, team_id, course_id, started, completed,
        failed, score_sum, scored, time_spent)
      select d.scope, d."itemId", 0, d."teamId", d."courseId", d.started, d.completed, d.failed,
        d."scoreSum", d.scored, d."timeSpent"
      from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb) as d(scope text, "itemId" uuid,
        "courseId" uuid, "teamId" uuid, started integer, completed integer, failed integer,
        "scoreSum" double precision, scored integer, "timeSpent" double precision)
      order by d.scope collate "C", d."itemId"
      on conflict (scope, item_id, slot) do update set started = t.started + excluded.started,
        completed = t.completed + excluded.completed, failed = t.failed + excluded.failed,
        score_sum = t.score_sum + excluded.score_sum, scored = t.scored + excluded.scored,
        time_spent = t.time_spent + excluded.time_spent
    ), day as (
      insert into analytics_course_days as c (course_id, day, slot, team_id, completed)
      select d."courseId", d.day, 0, d."teamId", d.delta
      from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d("courseId" uuid, day text, "teamId" uuid,
        delta integer)
      order by d."courseId", d.day collate "C"
      on conflict (course_id, day, slot) do update set completed = c.completed + excluded.completed
    )
    select 1`);
}

/** Answers folded from the queue, one row per question and answer (slot 0: one applier writes them). */
export async function addAnswerCounts(db: Db, rows: (AnswerCount & { teamId: string })[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into analytics_question_answers as a (deck_id, question_id, answer, slot, team_id, count, correct)
    select r."deckId", r."questionId", r.answer, 0, r."teamId", r.count, r.correct
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("deckId" uuid, "questionId" text,
      answer text, "teamId" uuid, count integer, correct integer)
    order by r."deckId", r."questionId" collate "C", r.answer collate "C"
    on conflict (deck_id, question_id, answer, slot) do update set count = a.count + excluded.count,
      correct = a.correct + excluded.correct`);
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
