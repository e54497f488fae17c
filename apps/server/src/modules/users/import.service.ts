import type { ImportReport } from '@lp/shared/users/admin';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { kickOutbox } from '../../jobs/notice-outbox';
import { hashPassword } from '../auth/passwords';
import { assertSeatAvailable } from '../billing/plan.service';
import { enrolUsers, teamCourse } from '../content/enrolment/enrolment.service';
import { reapplyRulesForUsers } from '../content/enrolment/rules.service';
import { syncLeaderboardSegments } from '../gamification/ledger.service';
import { assertAdmin, type Caller } from './admin.service';
import { setManagersInBulk } from './hierarchy.service';
import type { RawImportRow } from './import.parse';
import { type PlannedRow, planImport } from './import.plan';
import { insertUsers, teamUsersByUsernames } from './import.repo';
import { updateUser } from './repo';

/** Rows written per transaction: a failure loses at most one chunk, never half of one. */
export const IMPORT_CHUNK_SIZE = 500;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, at * size + size));

/** The rows' values with their passwords hashed (outside any transaction: hashing is slow on purpose). */
const withPasswordHashes = (rows: PlannedRow[]) =>
  Promise.all(
    rows.map(async (row) =>
      row.password ? { ...row.values, passwordHash: await hashPassword(row.password) } : row.values,
    ),
  );

/**
 * Writes one chunk: the plan's seat check under the team's lock, new users in one statement,
 * updates row by row (with the updated learners' segment leaderboards), course enrolments, and the
 * enrolment rules re-applied to everyone written.
 */
async function writeChunk(db: Database, teamId: string, rows: PlannedRow[]) {
  const values = await withPasswordHashes(rows);
  return db.transaction(async (tx) => {
    const fresh = rows.flatMap((row, at) =>
      row.existing ? [] : [{ row, values: values[at] ?? row.values }],
    );
    if (fresh.length > 0) await assertSeatAvailable(tx, teamId, fresh.length);
    const created = await insertUsers(
      tx,
      fresh.map(({ row, values: rowValues }) => ({
        ...rowValues,
        teamId,
        username: row.username,
        licenseName: rowValues.licenseName ?? 'Learner',
      })),
    );
    const written = new Map<string, UserRow>(created.map((user) => [user.username, user]));
    for (const [at, row] of rows.entries()) {
      if (!row.existing) continue;
      const rowValues = values[at] ?? row.values;
      const updated = await updateUser(tx, row.existing.id, rowValues);
      if (!updated) continue;
      written.set(row.username, updated);
      if (rowValues.details !== undefined) await syncLeaderboardSegments(tx, teamId, updated.id);
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
 * Sets the rows' managers in bulk, a chunk per transaction (each checked against the team's
 * hierarchy as it stands); a row whose manager would make a circle keeps none and is reported.
 */
async function assignManagers(db: Database, teamId: string, rows: PlannedRow[], ids: Map<string, string>) {
  const failures: { row: number; username: string; errors: string[] }[] = [];
  const changes = rows.flatMap((row) => {
    const userId = ids.get(row.username);
    const managerId = row.managerUsername ? ids.get(row.managerUsername) : undefined;
    return userId && managerId ? [{ userId, managerId, row }] : [];
  });
  for (const chunk of chunks(changes, IMPORT_CHUNK_SIZE)) {
    const { refused } = await db.transaction((tx) => setManagersInBulk(tx, teamId, chunk));
    for (const { change, message } of refused) {
      failures.push({ row: change.row.line, username: change.row.username, errors: [message] });
    }
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
  // The plan's max users, for the whole file before anything is written (each chunk checks again).
  if (report.created > 0) await db.transaction((tx) => assertSeatAvailable(tx, teamId, report.created));
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
