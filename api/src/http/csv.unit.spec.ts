import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { csvField, csvRecord, guardFormula, writeCsv, type TableRow } from './csv.js';

async function written(columns: string[], rows: readonly TableRow[] | AsyncIterable<readonly TableRow[]>): Promise<string> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCsv(stream, columns, rows);
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV', () => {
  it('quotes a field holding a quote, a comma or a line break (RFC 4180), quotes doubled; numbers as they are, null empty', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', 3.5, 0, null, ''].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\r"',
      '3.5',
      '0',
      '',
      '',
    ]);
    expect(csvRecord(['a', null, 2])).toBe('a,,2\r\n');
  });

  it('writes a text that a spreadsheet would run as a formula as text, an apostrophe before it; numbers are left alone', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\t=x', '\r=x', 'a=b', "'quoted"].map(guardFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\t=x",
      "'\r=x",
      'a=b',
      "'quoted",
    ]);
    expect(csvField(-2)).toBe('-2');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes UTF-8 with a byte order mark, the header, then the rows of every batch', async () => {
    async function* batches() {
      // Batches come as a database answers them: later.
      await Promise.resolve();
      yield [['Zoë', 1]];
      yield [];
      yield [['Łukasz, Jr.', null]];
    }
    expect(await written(['Name', 'N'], batches())).toBe('\uFEFFName,N\r\nZoë,1\r\n"Łukasz, Jr.",\r\n');
    expect(await written(['Only'], [])).toBe('\uFEFFOnly\r\n');
  });
});
