import type { Readable } from 'node:stream';
import type { ReportColumn, ReportFormat, ReportRow } from '@lp/shared/analytics/saved-reports';
import { normalizeRecord } from '@lp/shared/progress';
import type { ReportRecordRow } from './reports.repo';
import { csvOf, xlsxOf } from './table-file';

/** Column headings of the files (the screen translates the column keys itself). */
export const COLUMN_HEADINGS: Record<ReportColumn, string> = {
  learner: 'Learner',
  username: 'Username',
  email: 'E-mail',
  company: 'Company',
  zone: 'Zone',
  branch: 'Branch',
  department: 'Department',
  course: 'Course',
  status: 'Status',
  progress: 'Progress (%)',
  score: 'Score',
  timeSpent: 'Time spent (s)',
  enrolledAt: 'Enrolled at',
  completionDate: 'Completed at',
};

const detail = (details: Record<string, unknown>, key: string) => {
  const value = details[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** One enrolment as the report's columns, in their order. */
export function toReportRow(row: ReportRecordRow, columns: readonly ReportColumn[]): ReportRow {
  const record = normalizeRecord(row.record);
  const name = `${row.first_name} ${row.last_name}`.trim() || row.username;
  const all: Record<ReportColumn, string | number | null> = {
    learner: name,
    username: row.username,
    email: row.email ?? '',
    company: detail(row.details, 'company'),
    zone: detail(row.details, 'zone'),
    branch: detail(row.details, 'branch'),
    department: detail(row.details, 'department'),
    course: row.course,
    status: row.status,
    progress: record.viewedPercentage,
    score: record.score,
    timeSpent: record.timeSpent,
    enrolledAt: iso(row.enrolled_at),
    completionDate: record.completionDate,
  };
  return Object.fromEntries(columns.map((column) => [column, all[column]]));
}

export type RowBatches = AsyncIterable<ReportRow[]>;

const cellsOf = async function* (columns: readonly ReportColumn[], batches: RowBatches) {
  for await (const rows of batches) yield rows.map((row) => columns.map((c) => row[c] ?? ''));
};

/** The report as CSV, batch by batch: formula-like cells get a leading quote (CSV injection). */
export const csvStream = (columns: readonly ReportColumn[], batches: RowBatches): Readable =>
  csvOf(
    columns.map((c) => COLUMN_HEADINGS[c]),
    cellsOf(columns, batches),
  );

/** The report as an XLSX workbook written row by row (exceljs streaming writer). */
export const xlsxStream = (columns: readonly ReportColumn[], batches: RowBatches): Readable =>
  xlsxOf(
    'Report',
    columns.map((c) => COLUMN_HEADINGS[c]),
    cellsOf(columns, batches),
  );

export const reportStream = (format: ReportFormat, columns: readonly ReportColumn[], batches: RowBatches) =>
  format === 'csv' ? csvStream(columns, batches) : xlsxStream(columns, batches);

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
