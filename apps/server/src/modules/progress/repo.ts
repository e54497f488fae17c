import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { buildStatement, type Db, runBuilt, runStatement, type Statement } from '../../db/client';
import {
  articleQuestionResponses,
  courses,
  learnerStates,
  type ProgressScope,
  progress,
  questionResponses,
  trackerErrorBatches,
  trackerEvents,
} from '../../db/schema';

// The rows the progress module's services pass around; only repos import the schema.
export type { ProgressScope, TeamRow, UserRow } from '../../db/schema';

export interface EventRow {
  uuid: string;
  name: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * The batch first takes a lock of its own learner (transaction-scoped; two learners share one only
 * when their hashes collide, and then merely take turns), so that two batches of one learner run
 * one after the other: the second reads the records and state the first saved.
 */
const INSERT_EVENTS: Statement = {
  name: 'progress_insert_events',
  text: `with learner as (select pg_advisory_xact_lock(7140017, hashtext($2::text)))
    insert into tracker_events (team_id, user_id, uuid, name, payload, occurred_at)
    select $1::uuid, $2::uuid, e.uuid, e.name, e.payload::jsonb, e.occurred_at
    from learner, unnest($3::uuid[], $4::text[], $5::text[], $6::timestamptz[]) as e(uuid, name, payload, occurred_at)
    on conflict do nothing
    returning uuid`,
};

/**
 * Stores the learner's events, after taking the learner's lock; returns the uuids that were new. A uuid this learner sent before is
 * skipped; another learner's event with the same uuid is theirs and does not count.
 */
export async function recordEvents(
  db: Db,
  teamId: string,
  userId: string,
  events: EventRow[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = await runStatement<{ uuid: string }>(db, INSERT_EVENTS, [
    teamId,
    userId,
    events.map((e) => e.uuid),
    events.map((e) => e.name),
    events.map((e) => JSON.stringify(e.payload)),
    events.map((e) => e.occurredAt.toISOString()),
  ]);
  return new Set(rows.map((r) => r.uuid));
}

export type RecordKey = `${ProgressScope}:${string}`;
export const recordKey = (scope: ProgressScope, itemId: string): RecordKey => `${scope}:${itemId}`;

const LOAD_RECORDS: Statement = {
  name: 'progress_load_records',
  text: `select scope, item_id, record from progress where user_id = $1::uuid and item_id = any($2::uuid[])`,
};

const LOAD_RECORDS_AND_STATE: Statement = {
  name: 'progress_load_records_and_state',
  text: `select scope, item_id, record from progress where user_id = $1::uuid and item_id = any($2::uuid[])
    union all
    select 'learner', null, jsonb_build_object('state', state, 'history', history)
    from learner_states where user_id = $1::uuid`,
};

type StoredRow = {
  scope: ProgressScope | 'learner';
  item_id: string | null;
  record: Record<string, unknown>;
};

export async function loadRecords(db: Db, userId: string, keys: { scope: ProgressScope; itemId: string }[]) {
  const map = new Map<RecordKey, Record<string, unknown>>();
  if (keys.length === 0) return map;
  const rows = await runStatement<StoredRow>(db, LOAD_RECORDS, [userId, keys.map((k) => k.itemId)]);
  for (const row of rows) map.set(recordKey(row.scope as ProgressScope, row.item_id as string), row.record);
  return map;
}

/** The learner's records of these items and their state (undefined: none yet), in one statement. */
export async function loadRecordsAndState(
  db: Db,
  userId: string,
  keys: { scope: ProgressScope; itemId: string }[],
) {
  const records = new Map<RecordKey, Record<string, unknown>>();
  let learner: { state: Record<string, unknown>; history: Record<string, unknown> } | undefined;
  const rows = await runStatement<StoredRow>(db, LOAD_RECORDS_AND_STATE, [userId, keys.map((k) => k.itemId)]);
  for (const row of rows) {
    if (row.scope === 'learner') learner = row.record as typeof learner;
    else records.set(recordKey(row.scope, row.item_id as string), row.record);
  }
  return { records, learner };
}

/** A progress record to write: a learner's course, topic or deck record. */
export interface RecordWrite {
  scope: ProgressScope;
  itemId: string;
  courseId: string | null;
  record: Record<string, unknown>;
}

const SAVE_BATCH: Statement = {
  name: 'progress_save_batch',
  text: `with saved as (
      insert into progress (user_id, team_id, scope, item_id, course_id, record)
      select $1::uuid, $2::uuid, x.scope, x.item_id, x.course_id, x.record::jsonb
      from unnest($3::text[], $4::uuid[], $5::uuid[], $6::text[]) as x(scope, item_id, course_id, record)
      on conflict (user_id, scope, item_id) do update set record = excluded.record, updated_at = now()
      returning 1
    ), learner as (
      insert into learner_states (user_id, team_id, state, history)
      select $1::uuid, $2::uuid, $7::jsonb, $8::jsonb where $7::jsonb is not null
      on conflict (user_id) do update set state = excluded.state, history = excluded.history, updated_at = now()
      returning 1
    ), responses as (
      insert into question_responses (team_id, user_id, deck_id, question_id, response, correct, event_uuid)
      select $2::uuid, $1::uuid, r.deck_id, r.question_id, r.response::jsonb, r.correct, r.event_uuid
      from unnest($9::uuid[], $10::text[], $11::text[], $12::boolean[], $13::uuid[])
        as r(deck_id, question_id, response, correct, event_uuid)
      returning 1
    )
    select 1`,
};

/** A learner's checked answer to a question of a deck, kept for the analytics. */
export interface QuestionResponseWrite {
  deckId: string;
  questionId: string;
  response: unknown;
  correct: boolean;
  eventUuid: string;
}

/**
 * A batch's changed records, (when it changed) the learner's state and the batch's answers, in
 * one statement: the upserts and the insert chained with data-modifying CTEs.
 */
export async function saveBatch(
  db: Db,
  teamId: string,
  userId: string,
  records: RecordWrite[],
  learner: { state: Record<string, unknown>; history: Record<string, unknown> } | null,
  responses: QuestionResponseWrite[] = [],
) {
  if (records.length === 0 && !learner && responses.length === 0) return;
  await runStatement(db, SAVE_BATCH, [
    userId,
    teamId,
    records.map((r) => r.scope),
    records.map((r) => r.itemId),
    records.map((r) => r.courseId),
    records.map((r) => JSON.stringify(r.record)),
    learner ? JSON.stringify(learner.state) : null,
    learner ? JSON.stringify(learner.history) : null,
    responses.map((r) => r.deckId),
    responses.map((r) => r.questionId),
    responses.map((r) => JSON.stringify(r.response ?? null)),
    responses.map((r) => r.correct),
    responses.map((r) => r.eventUuid),
  ]);
}

/** Removes the learner's records of a course: the course record and its topics' and decks'. */
export async function deleteCourseRecords(db: Db, userId: string, courseId: string) {
  await db
    .delete(progress)
    .where(
      and(
        eq(progress.userId, userId),
        or(eq(progress.courseId, courseId), and(eq(progress.scope, 'course'), eq(progress.itemId, courseId))),
      ),
    );
}

export async function courseRecords(db: Db, userId: string, courseId: string) {
  return db
    .select({ scope: progress.scope, itemId: progress.itemId, record: progress.record })
    .from(progress)
    .where(
      and(
        eq(progress.userId, userId),
        sql`(${progress.courseId} = ${courseId} or ${progress.itemId} = ${courseId})`,
      ),
    );
}

/** The course (of the team) whose records are read, and the learner's records of it. */
const COURSE_WITH_RECORDS = buildStatement(
  'progress_course_with_records',
  sql`select
    (select json_build_object('published', ${courses.published}) from ${courses}
       where ${courses.id} = ${sql.placeholder('courseId')} and ${courses.teamId} = ${sql.placeholder('teamId')}) as course,
    (select json_agg(json_build_object('scope', ${progress.scope}, 'itemId', ${progress.itemId}, 'record', ${progress.record}))
       from ${progress}
       where ${progress.userId} = ${sql.placeholder('userId')}
         and (${progress.courseId} = ${sql.placeholder('courseId')} or ${progress.itemId} = ${sql.placeholder('courseId')})) as records`,
);

/**
 * A learner's records of a course with whether the team has that course and it is published, in
 * one statement: the route checks the course may be seen before it answers with the records.
 */
export async function courseWithRecords(db: Db, key: { teamId: string; userId: string; courseId: string }) {
  const [row] = await runBuilt<{
    course: { published: boolean } | null;
    records: { scope: ProgressScope; itemId: string; record: Record<string, unknown> }[] | null;
  }>(db, COURSE_WITH_RECORDS, key);
  return { course: row?.course ?? null, records: row?.records ?? [] };
}

export async function loadLearnerState(db: Db, userId: string) {
  const [row] = await db.select().from(learnerStates).where(eq(learnerStates.userId, userId)).limit(1);
  return row;
}

export async function saveQuestionResponse(db: Db, values: typeof questionResponses.$inferInsert) {
  await db.insert(questionResponses).values(values);
}

export async function saveArticleQuestionResponse(
  db: Db,
  values: typeof articleQuestionResponses.$inferInsert,
) {
  await db.insert(articleQuestionResponses).values(values);
}

export async function saveErrorBatch(db: Db, values: typeof trackerErrorBatches.$inferInsert) {
  const [row] = await db.insert(trackerErrorBatches).values(values).returning({ id: trackerErrorBatches.id });
  return row?.id;
}

export async function findErrorBatch(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(trackerErrorBatches)
    .where(and(eq(trackerErrorBatches.teamId, teamId), eq(trackerErrorBatches.id, id)))
    .limit(1);
  return row;
}

export async function markErrorBatchReplayed(db: Db, id: string, result: Record<string, unknown>) {
  await db
    .update(trackerErrorBatches)
    .set({ replayedAt: sql`now()`, replayResult: result })
    .where(eq(trackerErrorBatches.id, id));
}

export const listErrorBatches = (db: Db, teamId: string) =>
  db
    .select()
    .from(trackerErrorBatches)
    .where(eq(trackerErrorBatches.teamId, teamId))
    .orderBy(desc(trackerErrorBatches.receivedAt))
    .limit(200);

/** The learner's events, newest first. */
export const activityLog = (db: Db, userId: string, names: string[] | null, limit: number) =>
  db
    .select()
    .from(trackerEvents)
    .where(
      names
        ? and(eq(trackerEvents.userId, userId), inArray(trackerEvents.name, names))
        : eq(trackerEvents.userId, userId),
    )
    .orderBy(desc(trackerEvents.occurredAt))
    .limit(limit);
