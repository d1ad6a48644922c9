import type { ReportChart } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import type { ReportTableRow } from '@cytocampus/projections';
import type { TableRow } from '../../../http/csv.js';

/** Rows ready to write, and how far the source is (in its own units: records, submissions, learners…). */
export interface ReportBatch {
  rows: TableRow[];
  done: number;
}

/**
 * One report's rows as they are read: the header, how many units there are (counted first, for the
 * progress), the batches, and the chart of what was read (asked once the batches are done).
 */
export interface ReportSource {
  columns: readonly string[];
  total: number;
  batches: AsyncIterable<ReportBatch>;
  chart(): ReportChart;
}

/** What a report type reads from. */
export interface ReportInput {
  sql: SqlExecutor;
  report: ReportTableRow;
}

/** A report type: its rows and chart from the read models. */
export type ReportDefinition = (input: ReportInput) => Promise<ReportSource>;
