import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { neutralizeFormula } from '../content/courses/versions.service';

/** One cell of an exported table. */
export type Cell = string | number | null;
/** The table's rows, a batch at a time (one cursor chunk), each row its cells in column order. */
export type CellBatches = AsyncIterable<Cell[][]>;

/**
 * A table as CSV, one string per batch (one write per few thousand rows rather than per cell):
 * formula-like cells get a leading quote (CSV injection). The next batch is read only when the
 * reader wants more, so a slow download holds one batch.
 */
export function csvOf(headings: readonly string[], batches: CellBatches): Readable {
  async function* lines() {
    yield stringify([headings]);
    for await (const rows of batches)
      if (rows.length > 0) yield stringify(rows, { cast: { string: neutralizeFormula } });
  }
  return Readable.from(lines());
}

/**
 * A table as an XLSX workbook, written row by row by exceljs's streaming writer. After each batch
 * it waits while the download has not taken what was written (backpressure), so memory stays flat
 * however slow the reader.
 */
export function xlsxOf(sheetName: string, headings: readonly string[], batches: CellBatches): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headings]).commit();
  (async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      if (out.destroyed) return;
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
