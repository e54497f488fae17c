import { readFile } from 'node:fs/promises';
import { IMPORT_COLUMNS, USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/http-errors';

export const IMPORT_MAX_ROWS = 20000;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One data row of the file: its line (the header is line 1) and its cells by column. */
export interface RawImportRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** Header spellings people use for each column, beside the column's own name. */
const ALIASES: Record<string, ImportColumn> = {
  user: 'username',
  user_name: 'username',
  login: 'username',
  first: 'first_name',
  firstname: 'first_name',
  given_name: 'first_name',
  last: 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
  e_mail: 'email',
  mail: 'email',
  mobile: 'phone',
  phone_number: 'phone',
  license_type: 'license',
  licence: 'license',
  role: 'license',
  manager: 'manager_username',
  manager_user_name: 'manager_username',
  doj: 'date_of_joining',
  joining_date: 'date_of_joining',
  course: 'courses',
  courses_to_enrol: 'courses',
  courses_to_enroll: 'courses',
  enrol: 'courses',
  enroll: 'courses',
};

const KNOWN = new Set<string>(IMPORT_COLUMNS);

/** "First Name" and "first-name" both name `first_name`; unknown headers are ignored. */
export function columnOf(header: string): ImportColumn | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_');
  if (KNOWN.has(key)) return key as ImportColumn;
  return ALIASES[key];
}

function toRows(header: string[], records: string[][], firstLine: number): RawImportRow[] {
  const columns = header.map(columnOf);
  if (!columns.includes('username')) throw badRequest(USER_ADMIN_MESSAGES.missingUsernameColumn);
  const rows: RawImportRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: RawImportRow['cells'] = {};
    columns.forEach((column, at) => {
      if (column) cells[column] = (record[at] ?? '').trim();
    });
    rows.push({ line: firstLine + index, cells });
  });
  if (rows.length === 0) throw badRequest(USER_ADMIN_MESSAGES.fileEmpty);
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(USER_ADMIN_MESSAGES.tooManyRows);
  return rows;
}

export function parseCsv(text: string): RawImportRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      delimiter: [',', ';', '\t'],
    });
  } catch {
    throw badRequest(USER_ADMIN_MESSAGES.fileUnreadable);
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(USER_ADMIN_MESSAGES.fileEmpty);
  return toRows(header, data, 2);
}

/** The text of a cell: dates as yyyy-mm-dd, rich text and formulas by their value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

export async function parseXlsx(bytes: Buffer): Promise<RawImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(USER_ADMIN_MESSAGES.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw badRequest(USER_ADMIN_MESSAGES.fileEmpty);
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw badRequest(USER_ADMIN_MESSAGES.tooManyRows);
  const width = sheet.columnCount;
  const records: string[][] = [];
  for (let at = 1; at <= sheet.rowCount; at++) {
    const row = sheet.getRow(at);
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    records.push(cells);
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(USER_ADMIN_MESSAGES.fileEmpty);
  return toRows(header, data, 2);
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Reads an uploaded CSV or XLSX file (told apart by its bytes, then its name) into rows. */
export async function readImportFile(file: { path: string; filename: string }): Promise<RawImportRow[]> {
  const bytes = await readFile(file.path);
  const name = file.filename.toLowerCase();
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return parseXlsx(bytes);
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) throw badRequest(USER_ADMIN_MESSAGES.fileUnreadable);
  if (bytes.includes(0)) throw badRequest(USER_ADMIN_MESSAGES.fileType);
  return parseCsv(bytes.toString('utf8'));
}
