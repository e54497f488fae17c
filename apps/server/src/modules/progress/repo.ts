import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  articleQuestionResponses,
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
 * Stores the learner's events; returns the uuids that were new. A uuid this learner sent before is
 * skipped; another learner's event with the same uuid is theirs and does not count.
 */
export async function recordEvents(
  db: Db,
  teamId: string,
  userId: string,
  events: EventRow[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = await db
    .insert(trackerEvents)
    .values(events.map((e) => ({ ...e, teamId, userId })))
    .onConflictDoNothing()
    .returning({ uuid: trackerEvents.uuid });
  return new Set(rows.map((r) => r.uuid));
}

export type RecordKey = `${ProgressScope}:${string}`;
export const recordKey = (scope: ProgressScope, itemId: string): RecordKey => `${scope}:${itemId}`;

export async function loadRecords(db: Db, userId: string, keys: { scope: ProgressScope; itemId: string }[]) {
  const map = new Map<RecordKey, Record<string, unknown>>();
  if (keys.length === 0) return map;
  const rows = await db
    .select({ scope: progress.scope, itemId: progress.itemId, record: progress.record })
    .from(progress)
    .where(
      and(
        eq(progress.userId, userId),
        inArray(
          progress.itemId,
          keys.map((k) => k.itemId),
        ),
      ),
    );
  for (const row of rows) map.set(recordKey(row.scope, row.itemId), row.record);
  return map;
}

/** A progress record to write: a learner's course, topic or deck record. */
export interface RecordWrite {
  scope: ProgressScope;
  itemId: string;
  courseId: string | null;
  record: Record<string, unknown>;
}

async function saveRecords(db: Db, teamId: string, userId: string, records: RecordWrite[]) {
  if (records.length === 0) return;
  await db
    .insert(progress)
    .values(records.map((r) => ({ ...r, teamId, userId })))
    .onConflictDoUpdate({
      target: [progress.userId, progress.scope, progress.itemId],
      set: { record: sql`excluded.record`, updatedAt: sql`now()` },
    });
}

/**
 * A batch's changed records and (when it changed) the learner's state, in one statement: the
 * records' upsert and the state's upsert chained with a data-modifying CTE.
 */
export async function saveBatch(
  db: Db,
  teamId: string,
  userId: string,
  records: RecordWrite[],
  learner: { state: Record<string, unknown>; history: Record<string, unknown> } | null,
) {
  if (!learner) return saveRecords(db, teamId, userId, records);
  if (records.length === 0) return saveLearnerState(db, { userId, teamId, ...learner });
  const rows = records.map((r) => ({
    scope: r.scope,
    item_id: r.itemId,
    course_id: r.courseId,
    record: r.record,
  }));
  await queryRows(
    db,
    sql`with saved as (
        insert into progress (user_id, team_id, scope, item_id, course_id, record)
        select ${userId}::uuid, ${teamId}::uuid, scope, item_id, course_id, record
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(scope text, item_id uuid, course_id uuid, record jsonb)
        on conflict (user_id, scope, item_id)
          do update set record = excluded.record, updated_at = now()
        returning 1
      )
      insert into learner_states (user_id, team_id, state, history)
      values (${userId}::uuid, ${teamId}::uuid, ${JSON.stringify(learner.state)}::jsonb,
        ${JSON.stringify(learner.history)}::jsonb)
      on conflict (user_id)
        do update set state = excluded.state, history = excluded.history, updated_at = now()`,
  );
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

export async function loadLearnerState(db: Db, userId: string) {
  const [row] = await db.select().from(learnerStates).where(eq(learnerStates.userId, userId)).limit(1);
  return row;
}

export async function saveLearnerState(
  db: Db,
  values: {
    userId: string;
    teamId: string;
    state: Record<string, unknown>;
    history: Record<string, unknown>;
  },
) {
  await db
    .insert(learnerStates)
    .values(values)
    .onConflictDoUpdate({
      target: learnerStates.userId,
      set: { state: values.state, history: values.history, updatedAt: sql`now()` },
    });
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
