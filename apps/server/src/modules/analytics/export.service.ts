import { PassThrough, Readable } from 'node:stream';
import { LEARNER_EXPORT_COLUMNS, type LearnersExportQuery } from '@lp/shared/analytics/course';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { neutralizeFormula } from '../content/courses/versions.service';
import { courseLearnerRows, courseScope, type PresentedLearner } from './course.service';
import { type AnalyticsCaller, assertCanExport } from './policy';

export type ExportFormat = 'csv' | 'xlsx';

const cell = (row: PresentedLearner, column: (typeof LEARNER_EXPORT_COLUMNS)[number]) => row[column] ?? '';

/**
 * The learners table as a CSV or XLSX download, streamed a chunk of rows at a time so that a
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
  const rows = courseLearnerRows(db, course, audience, input);
  const filename = `${course.identifier}-learners-${input.scope}.${input.format}`;
  if (input.format === 'csv') {
    const csv = stringify({
      header: true,
      columns: [...LEARNER_EXPORT_COLUMNS],
      cast: { string: neutralizeFormula },
    });
    const source = Readable.from(
      (async function* () {
        for await (const row of rows)
          yield Object.fromEntries(LEARNER_EXPORT_COLUMNS.map((c) => [c, cell(row, c)]));
      })(),
    );
    source.on('error', (err) => csv.destroy(err));
    return { filename, contentType: 'text/csv; charset=utf-8', stream: source.pipe(csv) };
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Learners');
  sheet.columns = LEARNER_EXPORT_COLUMNS.map((c) => ({ header: c, key: c }));
  (async () => {
    for await (const row of rows) {
      sheet
        .addRow(
          Object.fromEntries(
            LEARNER_EXPORT_COLUMNS.map((c) => {
              const value = cell(row, c);
              return [c, typeof value === 'string' ? neutralizeFormula(value) : value];
            }),
          ),
        )
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: out,
  };
}
