import { LEARNER_EXPORT_COLUMNS, type LearnersExportQuery } from '@lp/shared/analytics/course';
import type { Db } from '../../db/client';
import { neutralizeFormula } from '../content/courses/versions.service';
import { courseLearnerChunks, courseScope } from './course.service';
import { type AnalyticsCaller, assertCanExport } from './policy';
import { type Cell, csvOf, xlsxOf } from './table-file';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The learners table as a CSV or XLSX download, streamed a cursor chunk at a time so that a
 * course of 100,000 learners never sits in memory. Managers cannot download (SPEC §6).
 */
export async function exportLearners(
  db: Db,
  caller: AnalyticsCaller,
  input: {
    userId: string;
    courseId: string;
    scope: string;
    query: LearnersExportQuery;
    format: ExportFormat;
  },
) {
  assertCanExport(caller);
  const { course, audience } = await courseScope(db, caller, input.userId, input.courseId);
  const chunks = courseLearnerChunks(db, course, audience, input);
  const filename = `${course.identifier}-learners-${input.scope}.${input.format}`;
  // XLSX cells are never formulas, but a sheet opened elsewhere or saved as CSV may turn them into one.
  const text = input.format === 'xlsx' ? neutralizeFormula : (value: string) => value;
  const cells = async function* () {
    for await (const rows of chunks)
      yield rows.map((row) =>
        LEARNER_EXPORT_COLUMNS.map((column): Cell => {
          const value = row[column] ?? '';
          return typeof value === 'string' ? text(value) : value;
        }),
      );
  };
  if (input.format === 'csv')
    return {
      filename,
      contentType: 'text/csv; charset=utf-8',
      stream: csvOf(LEARNER_EXPORT_COLUMNS, cells()),
    };
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: xlsxOf('Learners', LEARNER_EXPORT_COLUMNS, cells()),
  };
}
