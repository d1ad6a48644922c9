import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import type { ReportChart, ReportType } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import type { ReportTableRow } from '@cytocampus/projections';
import { CsvWriter, type TableRow } from '../../../http/csv.js';
import { writeWorkbook } from '../../../http/workbook.js';
import type { ReportFiles } from './report-files.js';
import { REPORT_DEFINITIONS } from './report-types.js';

export interface GeneratedReport {
  fileId: string;
  rows: number;
  chart: ReportChart;
}

export interface ReportWriting {
  sql: SqlExecutor;
  report: ReportTableRow;
  files: ReportFiles;
  /** After each batch: how far (0..1) and how many rows are written. */
  onProgress?: (progress: number, rows: number) => void;
}

/** Resolves once the file is closed (everything written), rejects on a write error. */
async function closed(stream: WriteStream): Promise<void> {
  if (!stream.closed) await once(stream, 'close');
}

/**
 * Generates one report's files under a new file id: reads its rows batch by batch, writes each
 * batch to the .xlsx (exceljs' streaming writer) and to the CSV as it comes, both under temporary
 * names renamed once both are whole, so no reader ever finds half a file. Nothing stays behind
 * when it fails.
 */
export async function writeReportFiles({ sql, report, files, onProgress }: ReportWriting): Promise<GeneratedReport> {
  const source = await REPORT_DEFINITIONS[report.report_type as ReportType]({ sql, report });
  const fileId = files.newFileId();
  await files.ensureRoot();
  const xlsx = createWriteStream(files.partialPathOf(fileId, 'xlsx'));
  const csvStream = createWriteStream(files.partialPathOf(fileId, 'csv'));
  const csv = new CsvWriter(csvStream, source.columns);
  let rows = 0;
  async function* teed(): AsyncIterable<readonly TableRow[]> {
    for await (const batch of source.batches) {
      await csv.write(batch.rows);
      rows += batch.rows.length;
      onProgress?.(source.total === 0 ? 1 : batch.done / source.total, rows);
      yield batch.rows;
    }
  }
  try {
    await writeWorkbook(xlsx, [{ name: report.report_type, columns: source.columns, rows: teed() }], { styles: false });
    await csv.end();
    await Promise.all([closed(xlsx), closed(csvStream)]);
    await rename(files.partialPathOf(fileId, 'xlsx'), files.pathOf(fileId, 'xlsx'));
    await rename(files.partialPathOf(fileId, 'csv'), files.pathOf(fileId, 'csv'));
  } catch (error) {
    xlsx.destroy();
    csvStream.destroy();
    await files.remove(fileId);
    throw error;
  }
  return { fileId, rows, chart: source.chart() };
}
