import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  learnerStates,
  type ProgressScope,
  progress,
  questionResponses,
  trackerErrorBatches,
  trackerEvents,
} from '../../db/schema';

export interface EventRow {
  uuid: string;
  name: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/** Stores the events; returns the uuids that were new (a uuid seen before is skipped). */
export async function recordEvents(
  db: Database,
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

export async function loadRecords(
  db: Database,
  userId: string,
  keys: { scope: ProgressScope; itemId: string }[],
) {
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

export async function saveRecords(
  db: Database,
  teamId: string,
  userId: string,
  records: {
    scope: ProgressScope;
    itemId: string;
    courseId: string | null;
    record: Record<string, unknown>;
  }[],
) {
  if (records.length === 0) return;
  await db
    .insert(progress)
    .values(records.map((r) => ({ ...r, teamId, userId })))
    .onConflictDoUpdate({
      target: [progress.userId, progress.scope, progress.itemId],
      set: { record: sql`excluded.record`, updatedAt: sql`now()` },
    });
}

export async function courseRecords(db: Database, userId: string, courseId: string) {
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

export async function loadLearnerState(db: Database, userId: string) {
  const [row] = await db.select().from(learnerStates).where(eq(learnerStates.userId, userId)).limit(1);
  return row;
}

export async function saveLearnerState(
  db: Database,
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

export async function saveQuestionResponse(db: Database, values: typeof questionResponses.$inferInsert) {
  await db.insert(questionResponses).values(values);
}

export async function saveErrorBatch(db: Database, values: typeof trackerErrorBatches.$inferInsert) {
  const [row] = await db.insert(trackerErrorBatches).values(values).returning({ id: trackerErrorBatches.id });
  return row?.id;
}

export async function findErrorBatch(db: Database, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(trackerErrorBatches)
    .where(and(eq(trackerErrorBatches.teamId, teamId), eq(trackerErrorBatches.id, id)))
    .limit(1);
  return row;
}

export async function markErrorBatchReplayed(db: Database, id: string, result: Record<string, unknown>) {
  await db
    .update(trackerErrorBatches)
    .set({ replayedAt: sql`now()`, replayResult: result })
    .where(eq(trackerErrorBatches.id, id));
}

export const listErrorBatches = (db: Database, teamId: string) =>
  db
    .select()
    .from(trackerErrorBatches)
    .where(eq(trackerErrorBatches.teamId, teamId))
    .orderBy(desc(trackerErrorBatches.receivedAt))
    .limit(200);

/** The learner's events, newest first. */
export const activityLog = (db: Database, userId: string, names: string[] | null, limit: number) =>
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
