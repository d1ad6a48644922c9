/**
 * P.A.C.E. Certificates generated from read-model rows inserted into a throwaway database
 * (PostgreSQL and PGlite): one row per certificate, verbose courses, filters, the chart per day or month.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = ['Learner', 'Email', 'Organization', 'Program Number', 'Program Title', 'Program Date', 'Credits', 'Issued', 'Printed', 'Revoked', 'Code'];
const PROGRAM = ['510-503-26', 'CytoCampus P.A.C.E. Program'];
const ann: Cells = [
  'Annabel Archerly',
  emailOf('u-ann'),
  'Alpha Lab',
  ...PROGRAM,
  '2026-11-02',
  0.5,
  '2026-11-02 12:00',
  '2026-11-03 08:00',
  null,
  'AAAA-1111',
];
const cat: Cells = ['Catriona Colebrook', emailOf('u-cat'), 'Alpha Lab', ...PROGRAM, '2026-11-04', 0.5, '2026-11-04 12:00', null, null, 'CCCC-3333'];
const dan: Cells = [
  'Dannerys Dunwoody',
  emailOf('u-dan'),
  'Beta Lab',
  ...PROGRAM,
  '2026-11-20',
  0.5,
  '2026-11-20 12:00',
  null,
  '2026-11-21 08:00',
  'BBBB-2222',
];
const certificates = { report_type: 'P.A.C.E. Certificates', kind: null };
const codesOf = (rows: Cells[]) => rows.slice(1).map((row) => row.at(-1));
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

describe.each(['postgres', 'pglite'] as const)('P.A.C.E. Certificates on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
  }, 60_000);
  afterAll(async () => close());

  it('has one row per certificate in the order issued, the same in both files', async () => {
    const out = await generate(sql, reportRow(certificates));
    expect(out.sheetName).toBe('P.A.C.E. Certificates');
    expect(out.xlsx).toEqual([HEADER, ann, cat, dan]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.rows).toBe(3);
  });

  it('adds the courses with verbose', async () => {
    const out = await generate(sql, reportRow({ ...certificates, options: { verbose: true } }));
    expect(out.xlsx[0]).toEqual([...HEADER, 'Courses']);
    expect(out.xlsx[1]).toEqual([...ann, 'Cervical Cytology; Urine Cytology']);
  });

  it('charts certificates per day between the first and the last issued, or over the dates; per month over more than 62 days', async () => {
    const { chart } = await generate(sql, reportRow(certificates));
    expect(chart.title).toBe('Certificates issued per day');
    expect(chart.bars.map((b) => b.label)).toEqual(days(2, 20));
    expect(chart.bars.filter((b) => b.value > 0)).toEqual([
      { label: '2026-11-02', value: 1 },
      { label: '2026-11-04', value: 1 },
      { label: '2026-11-20', value: 1 },
    ]);
    const internal = await generate(sql, reportRow({ ...certificates, filters: { internalUsers: true, startDate: '2026-11-01', endDate: '2026-11-30' } }));
    expect(internal.chart.bars.map((b) => b.label)).toEqual(days(1, 30));
    expect(internal.chart.bars.find((b) => b.label === '2026-11-04')!.value).toBe(2);
    const year = await generate(sql, reportRow({ ...certificates, filters: { startDate: '2026-01-01', endDate: '2026-11-30' } }));
    expect(year.chart.title).toBe('Certificates issued per month');
    expect(year.chart.bars.map((b) => b.label)).toEqual(Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(year.chart.bars.at(-1)).toEqual({ label: '2026-11', value: 3 });
  });

  it('applies the dates to the issue, the role level, the target and the chosen organizations', async () => {
    expect(codesOf((await generate(sql, reportRow({ ...certificates, filters: { startDate: '2026-11-03', endDate: '2026-11-04' } }))).xlsx)).toEqual([
      'CCCC-3333',
    ]);
    expect(codesOf((await generate(sql, reportRow({ ...certificates, filters: { userLevel: 1 } }))).xlsx)).toEqual(['AAAA-1111', 'BBBB-2222']);
    expect(codesOf((await generate(sql, reportRow({ ...certificates, filters: { internalUsers: true } }))).xlsx)).toEqual([
      'AAAA-1111',
      'CCCC-3333',
      'DDDD-4444',
      'BBBB-2222',
    ]);
    expect(codesOf((await generate(sql, reportRow({ ...certificates, target: { orgId: 'org-a', groupId: null } }))).xlsx)).toEqual(['AAAA-1111', 'CCCC-3333']);
    expect(codesOf((await generate(sql, reportRow({ ...certificates, target: { orgId: null, groupId: 'g-morning' } }))).xlsx)).toEqual(['AAAA-1111']);
    const chosen = await generate(sql, reportRow({ ...certificates, filter_orgs: [{ orgId: 'org-b', orgName: 'Beta Lab' }] }));
    expect(codesOf(chosen.xlsx)).toEqual(['BBBB-2222']);
  });

  it('is anonymous without names, e-mail or verification code (the public verification names the holder)', async () => {
    const out = await generate(
      sql,
      reportRow({ ...certificates, options: { anonymous: true, verbose: true }, filters: { internalUsers: true, userLevel: 4 } }),
    );
    expect(out.xlsx[0]).toEqual(['Learner', 'Organization', ...HEADER.slice(3, -1), 'Courses']);
    expect(out.xlsx[1]).toEqual([
      'Learner 1',
      'Alpha Lab',
      ...PROGRAM,
      '2026-11-02',
      0.5,
      '2026-11-02 12:00',
      '2026-11-03 08:00',
      null,
      'Cervical Cytology; Urine Cytology',
    ]);
    expect(out.xlsx.slice(1).map((row) => row[0])).toEqual(['Learner 1', 'Learner 2', 'Learner 3', 'Learner 4']);
    for (const text of [out.xlsxText, out.csvText, JSON.stringify(out.chart)]) {
      for (const personal of PERSONAL_DATA) expect(text).not.toContain(personal);
      for (const code of ['AAAA-1111', 'BBBB-2222', 'CCCC-3333', 'DDDD-4444']) expect(text).not.toContain(code);
    }
  });
});
