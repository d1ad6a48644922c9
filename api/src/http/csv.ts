import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** One cell of an exported table: text, a number, or empty. */
export type TableCell = string | number | null;
export type TableRow = readonly TableCell[];
/** A table's rows: all at once, or in batches read one after the other (a large report never sits whole in memory). */
export type TableRows = readonly TableRow[] | AsyncIterable<readonly TableRow[]>;

export const CSV_TYPE = 'text/csv; charset=utf-8';
/** The byte order mark: spreadsheet programs then read the file as UTF-8. */
const UTF8_BOM = '\uFEFF';

/**
 * The formula-injection guard (OWASP "CSV injection") of every export, CSV and .xlsx alike: a text
 * that begins with = + - @ (or a tab or carriage return, which some programs skip before one) is
 * written with an apostrophe before it, so a spreadsheet shows it as text and never runs it.
 */
export const guardFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as an RFC 4180 field: quoted when it holds a quote, a comma or a line break, quotes doubled. */
export function csvField(cell: TableCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : guardFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 has it. */
export const csvRecord = (row: TableRow): string => `${row.map(csvField).join(',')}\r\n`;

/** Batches of rows as they come, whether the rows are an array or batches already. */
export async function* batchesOf(rows: TableRows): AsyncIterable<readonly TableRow[]> {
  if (Array.isArray(rows)) yield rows as readonly TableRow[];
  else yield* rows as AsyncIterable<readonly TableRow[]>;
}

/** Writes CSV to a stream (UTF-8 with BOM, header first), batch by batch, waiting whenever the stream asks to. */
export class CsvWriter {
  private started = false;

  constructor(
    private readonly stream: Writable,
    private readonly columns: readonly string[],
  ) {}

  async write(rows: readonly TableRow[]): Promise<void> {
    let chunk = '';
    if (!this.started) {
      this.started = true;
      chunk = UTF8_BOM + csvRecord(this.columns);
    }
    for (const row of rows) chunk += csvRecord(row);
    if (chunk !== '' && !this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  /** Ends the stream once everything is written (a table without rows still gets its header). */
  async end(): Promise<void> {
    await this.write([]);
    const finished = once(this.stream, 'finish');
    this.stream.end();
    await finished;
  }
}

/** Writes a whole table as CSV to `stream` and ends it. */
export async function writeCsv(stream: Writable, columns: readonly string[], rows: TableRows): Promise<void> {
  const writer = new CsvWriter(stream, columns);
  for await (const batch of batchesOf(rows)) await writer.write(batch);
  await writer.end();
}
