import type { ImportReport } from '@lp/shared/users/admin';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { kickOutbox } from '../../jobs/notice-outbox';
import { HttpError } from '../../lib/http-errors';
import { enrolUsers, teamCourse } from '../content/enrolment/enrolment.service';
import { reapplyRulesForUsers } from '../content/enrolment/rules.service';
import { assertAdmin, type Caller } from './admin.service';
import { setManager } from './hierarchy.service';
import type { RawImportRow } from './import.parse';
import { type PlannedRow, planImport } from './import.plan';
import { insertUsers, teamUsersByUsernames } from './import.repo';
import { updateUser } from './repo';

/** Rows written per transaction: a failure loses at most one chunk, never half of one. */
export const IMPORT_CHUNK_SIZE = 500;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, at * size + size));

/** Writes one chunk: new users in one statement, updates row by row, course enrolments, rules. */
async function writeChunk(db: Database, teamId: string, rows: PlannedRow[]) {
  return db.transaction(async (tx) => {
    const created = await insertUsers(
      tx,
      rows
        .filter((row) => !row.existing)
        .map((row) => ({
          ...row.values,
          teamId,
          username: row.username,
          licenseName: row.values.licenseName ?? 'Learner',
        })),
    );
    const written = new Map<string, UserRow>(created.map((user) => [user.username, user]));
    for (const row of rows) {
      if (!row.existing) continue;
      const updated = await updateUser(tx, row.existing.id, row.values);
      if (updated) written.set(row.username, updated);
    }
    const byCourse = new Map<string, string[]>();
    for (const row of rows) {
      const user = written.get(row.username);
      if (!user) continue;
      for (const courseId of row.courseIds)
        byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), user.id]);
    }
    let enrolled = 0;
    for (const [courseId, userIds] of byCourse) {
      const course = await teamCourse(tx, teamId, courseId);
      enrolled += (await enrolUsers(tx, { course, userIds, source: 'admin' })).length;
    }
    enrolled += await reapplyRulesForUsers(tx, teamId, [...written.values()]);
    return { created: created.length, updated: rows.length - created.length, enrolled, written };
  });
}

/**
 * Sets each row's manager, a chunk per transaction; a row whose manager would make a circle keeps
 * no manager and is reported.
 */
async function assignManagers(db: Database, teamId: string, rows: PlannedRow[], ids: Map<string, string>) {
  const failures: { row: number; username: string; errors: string[] }[] = [];
  const managerIds = new Map(ids);
  for (const chunk of chunks(
    rows.filter((row) => row.managerUsername),
    IMPORT_CHUNK_SIZE,
  )) {
    await db.transaction(async (tx) => {
      for (const row of chunk) {
        const userId = managerIds.get(row.username);
        const managerId = row.managerUsername ? managerIds.get(row.managerUsername) : undefined;
        if (!userId || !managerId) continue;
        try {
          await tx.transaction((savepoint) => setManager(savepoint, teamId, userId, managerId));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          failures.push({ row: row.line, username: row.username, errors: [error.message] });
        }
      }
    });
  }
  return failures;
}

/**
 * Bulk import (SPEC §7 Users, issue 15): every row is checked first; a dry run stops there and
 * writes nothing. The real run writes the good rows a chunk per transaction, then their managers,
 * and reports what was created, updated and skipped (the rows with errors).
 */
export async function importUsers(
  db: Database,
  caller: Caller,
  raw: RawImportRow[],
  options: { dryRun: boolean },
): Promise<ImportReport> {
  assertAdmin(caller);
  const teamId = caller.user.teamId;
  const { planned, errors } = await planImport(db, caller, raw);
  const report: ImportReport = {
    dryRun: options.dryRun,
    rows: raw.length,
    created: planned.filter((row) => !row.existing).length,
    updated: planned.filter((row) => row.existing).length,
    skipped: errors.length,
    enrolled: 0,
    errors,
  };
  if (options.dryRun || planned.length === 0) return report;

  report.created = 0;
  report.updated = 0;
  const ids = new Map<string, string>();
  for (const chunk of chunks(planned, IMPORT_CHUNK_SIZE)) {
    const result = await writeChunk(db, teamId, chunk);
    report.created += result.created;
    report.updated += result.updated;
    report.enrolled += result.enrolled;
    for (const [username, user] of result.written) ids.set(username, user.id);
  }
  const managerNames = planned.flatMap((row) =>
    row.managerUsername && !ids.has(row.managerUsername) ? [row.managerUsername] : [],
  );
  if (managerNames.length > 0) {
    for (const manager of await teamUsersByUsernames(db, teamId, [...new Set(managerNames)])) {
      ids.set(manager.username.toLowerCase(), manager.id);
    }
  }
  report.errors.push(...(await assignManagers(db, teamId, planned, ids)));
  report.errors.sort((a, b) => a.row - b.row);
  if (report.enrolled > 0) kickOutbox();
  return report;
}
