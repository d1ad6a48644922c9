import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { contentDisposition } from '../modules/uploads/files/file-headers.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every exported column is this wide (spec part 2 section 9, "Excel report"). */
export const XLSX_COLUMN_WIDTH = 18;

/** One sheet of an export: a header row, then rows of plain values. */
export interface SheetTable {
  name: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/**
 * Answers `tables` as an .xlsx download named `fileName`, written with exceljs' streaming writer
 * straight to the response, so a large export never sits whole in memory.
 */
export async function sendWorkbook(res: Response, fileName: string, tables: readonly SheetTable[]): Promise<void> {
  res.set({ 'Content-Type': XLSX_TYPE, 'Content-Disposition': contentDisposition(fileName, false), 'Cache-Control': 'private, no-store' });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false, useStyles: true });
  for (const table of tables) {
    // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
    const sheet = workbook.addWorksheet(table.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet');
    sheet.columns = table.columns.map((header) => ({ header, width: XLSX_COLUMN_WIDTH }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow([...row]).commit();
    sheet.commit();
  }
  await workbook.commit();
}
