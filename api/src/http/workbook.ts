import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { contentDisposition } from './file-headers.js';
import { batchesOf, guardFormula, type TableCell, type TableRows } from './csv.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every exported column is this wide (spec part 2 section 9, "Excel report"). */
export const XLSX_COLUMN_WIDTH = 18;

/** One sheet of an export: a header row, then rows of plain values (all at once, or in batches). */
export interface SheetTable {
  name: string;
  columns: readonly string[];
  rows: TableRows;
}

export interface WorkbookOptions {
  /**
   * A bold header row (default). Without styles exceljs writes about twice as fast, which the large
   * reports need; their header row stays in view instead (frozen).
   */
  styles?: boolean;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (name: string): string => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';
const guarded = (cell: TableCell): TableCell => (typeof cell === 'string' ? guardFormula(cell) : cell);

/**
 * Writes `tables` as an .xlsx workbook to `stream` with exceljs' streaming writer, row by row as the
 * batches come, so a large export never sits whole in memory. Resolves once the stream has it all.
 */
export async function writeWorkbook(stream: Writable, tables: readonly SheetTable[], options: WorkbookOptions = {}): Promise<void> {
  const styles = options.styles ?? true;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: styles });
  for (const table of tables) {
    const sheet = workbook.addWorksheet(sheetName(table.name), styles ? {} : { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((header) => ({ header, width: XLSX_COLUMN_WIDTH }));
    if (styles) sheet.getRow(1).font = { bold: true };
    for await (const batch of batchesOf(table.rows)) {
      for (const row of batch) sheet.addRow(row.map(guarded)).commit();
      // A slow reader (a download over a slow link) holds the writing back rather than memory filling up.
      if (stream.writableNeedDrain) await once(stream, 'drain');
    }
    sheet.commit();
  }
  await workbook.commit();
}

/** Answers `tables` as an .xlsx download named `fileName`, written straight to the response. */
export async function sendWorkbook(res: Response, fileName: string, tables: readonly SheetTable[]): Promise<void> {
  res.set({ 'Content-Type': XLSX_TYPE, 'Content-Disposition': contentDisposition(fileName, false), 'Cache-Control': 'private, no-store' });
  await writeWorkbook(res, tables);
}
