import { type Db, runStatement, type Statement } from '../../db/client';
import type { ActivityCounter } from './activity.logic';

/**
 * The ingest's statements on the analytics tables: fixed texts (lists as arrays, the queued changes
 * as one JSON document), prepared once per connection.
 */

const LOCK_YEARS: Statement = {
  name: 'analytics_lock_learner_years',
  text: `insert into analytics_learner_days as d (team_id, user_id, year, days)
    select $1::uuid, $2::uuid, y.year, repeat('0', 366)::bit(366)
    from unnest($3::int[]) as y(year)
    order by y.year
    on conflict (team_id, year, user_id) do update set days = d.days
    returning d.year, d.days::text as days`,
};

/**
 * The learner's rows of these years, created empty if missing and locked for this transaction
 * (the no-op update takes the row lock), so two batches of one learner count a new day once.
 */
export function lockYears(db: Db, teamId: string, userId: string, years: number[]) {
  return runStatement<{ year: number; days: string }>(db, LOCK_YEARS, [teamId, userId, years]);
}

export interface AnswerCount {
  deckId: string;
  questionId: string;
  answer: string;
  count: number;
  correct: number;
}

export interface BatchWrites {
  teamId: string;
  userId: string;
  slot: number;
  /** The learner's active days of the years this batch changed. */
  years: { year: number; days: string }[];
  activity: ActivityCounter[];
  answers: AnswerCount[];
  /** The batch's progress changes for the course counters' queue; null queues nothing. */
  changes: unknown[] | null;
}

/*
 * Every part writes its rows in key order (`collate "C"`, the same in every process), so learners
 * sharing a slot lock the shared counter rows in one order and never wait on each other in a cycle;
 * every batch runs the same statement, so the tables too are locked in one order. The learner's own
 * rows were locked by `lockYears` at the start of the batch.
 */
const SAVE_BATCH: Statement = {
  name: 'analytics_save_batch',
  text: `with years as (
      update analytics_learner_days d set days = y.days::bit(366)
      from unnest($4::int[], $5::text[]) as y(year, days)
      where d.team_id = $1::uuid and d.user_id = $2::uuid and d.year = y.year
      returning 1
    ), activity as (
      insert into analytics_team_activity as a (team_id, granularity, period, slot, active_learners, sessions)
      select $1::uuid, c.granularity, c.period, $3::smallint, c.active_learners, c.sessions
      from unnest($6::text[], $7::text[], $8::int[], $9::int[]) as c(granularity, period, active_learners, sessions)
      order by c.granularity collate "C", c.period collate "C"
      on conflict (team_id, granularity, period, slot) do update set
        active_learners = a.active_learners + excluded.active_learners,
        sessions = a.sessions + excluded.sessions
      returning 1
    ), answers as (
      insert into analytics_question_answers as q (deck_id, question_id, answer, slot, team_id, count, correct)
      select x.deck_id, x.question_id, x.answer, $3::smallint, $1::uuid, x.count, x.correct
      from unnest($10::uuid[], $11::text[], $12::text[], $13::int[], $14::int[])
        as x(deck_id, question_id, answer, count, correct)
      order by x.deck_id, x.question_id collate "C", x.answer collate "C"
      on conflict (deck_id, question_id, answer, slot) do update set
        count = q.count + excluded.count, correct = q.correct + excluded.correct
      returning 1
    ), queued as (
      insert into analytics_queued_changes (team_id, user_id, changes)
      select $1::uuid, $2::uuid, $15::jsonb where $15::jsonb is not null
      returning 1
    )
    select 1`,
};

/** What one batch adds to the analytics tables, in one statement. */
export async function saveBatchWrites(db: Db, w: BatchWrites) {
  await runStatement(db, SAVE_BATCH, [
    w.teamId,
    w.userId,
    w.slot,
    w.years.map((y) => y.year),
    w.years.map((y) => y.days),
    w.activity.map((c) => c.granularity),
    w.activity.map((c) => c.period),
    w.activity.map((c) => c.activeLearners),
    w.activity.map((c) => c.sessions),
    w.answers.map((a) => a.deckId),
    w.answers.map((a) => a.questionId),
    w.answers.map((a) => a.answer),
    w.answers.map((a) => a.count),
    w.answers.map((a) => a.correct),
    w.changes === null ? null : JSON.stringify(w.changes),
  ]);
}
