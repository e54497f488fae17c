import {
  normalizeRecord,
  normalizeRollupRecord,
  type ProgressRecord,
  type RollupRecord,
} from '@lp/shared/progress';
import type { Database } from '../../db/client';
import { courseRecords } from './repo';

/** A learner's course, topic and deck records of one course (missing numbers read as 0). */
export async function learnerProgress(db: Database, userId: string, courseId: string) {
  return progressOfCourse(await courseRecords(db, userId, courseId), courseId);
}

/** The course, topic and deck records among a learner's rows of one course. */
export function progressOfCourse(
  rows: { scope: string; itemId: string; record: Record<string, unknown> }[],
  courseId: string,
) {
  const topics: Record<string, RollupRecord> = {};
  const decks: Record<string, ProgressRecord> = {};
  let course: RollupRecord | null = null;
  for (const row of rows) {
    if (row.scope === 'topic') topics[row.itemId] = normalizeRollupRecord(row.record);
    else if (row.scope === 'deck') decks[row.itemId] = normalizeRecord(row.record);
    else if (row.scope === 'course' && row.itemId === courseId) course = normalizeRollupRecord(row.record);
  }
  return { course, topics, decks };
}
