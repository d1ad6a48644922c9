import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { writeWorkbook } from './workbook.js';

async function readBack(write: (stream: PassThrough) => Promise<void>): Promise<ExcelJS.Workbook> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(stream);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}
const values = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

describe('writeWorkbook', () => {
  it('writes sheets of rows given at once or in batches, one header row each, formulas as text, sheet names Excel accepts', async () => {
    async function* batches() {
      // Batches come as a database answers them: later.
      await Promise.resolve();
      yield [['a', 1]];
      yield [['=SUM(A1:A9)', null]];
    }
    const workbook = await readBack((stream) =>
      writeWorkbook(stream, [
        { name: 'Plain', columns: ['Text', 'Number'], rows: [['x', 2]] },
        { name: 'A/very:long[name]?that goes on and on', columns: ['Text', 'Number'], rows: batches() },
      ]),
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Plain', 'A very long name  that goes on ']);
    expect(values(workbook.worksheets[0]!)).toEqual([
      ['Text', 'Number'],
      ['x', 2],
    ]);
    const second = workbook.worksheets[1]!;
    expect(values(second)).toEqual([['Text', 'Number'], ['a', 1], ["'=SUM(A1:A9)"]]);
    expect(second.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(second.getRow(1).font?.bold).toBe(true);
    expect(second.getColumn(1).width).toBe(18);
  });

  it('without styles keeps the header row in view instead of bold', async () => {
    const workbook = await readBack((stream) => writeWorkbook(stream, [{ name: 'Report', columns: ['A'], rows: [['1']] }], { styles: false }));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(values(sheet)).toEqual([['A'], ['1']]);
  });
});
