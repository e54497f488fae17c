import { type CourseVersion, VERSION_REPORT_COLUMNS } from '@lp/shared/builder';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { assertCanDownloadReports, type BuilderCaller } from '../authoring.policy';
import { courseToRead } from './courses.service';
import * as versionsRepo from './versions.repo';

/** courses/{id}/versions: the old versions a reset launch archived, newest first. */
export async function listVersions(
  db: Db,
  caller: BuilderCaller,
  courseId: string,
): Promise<CourseVersion[]> {
  assertCanDownloadReports(caller);
  const course = await courseToRead(db, caller, courseId);
  const rows = await versionsRepo.listCourseVersions(db, course.id);
  return rows.map((row) => ({
    version: row.version,
    archivedAt: row.archivedAt.toISOString(),
    learnerCount: row.report.length,
  }));
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return)
 * gets a leading quote so it stays text (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** courses/{id}/versions/{version}/report: the version's learner report as CSV. */
export async function versionReport(db: Db, caller: BuilderCaller, courseId: string, version: number) {
  assertCanDownloadReports(caller);
  const course = await courseToRead(db, caller, courseId);
  const row = await versionsRepo.findCourseVersion(db, course.id, version);
  if (!row) throw notFound();
  const csv = stringify(row.report, {
    header: true,
    columns: [...VERSION_REPORT_COLUMNS],
    cast: {
      string: neutralizeFormula,
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
  return { filename: `${course.identifier}-v${version}.csv`, csv };
}
