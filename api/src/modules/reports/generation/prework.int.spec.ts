/**
 * Prework generated from read-model rows inserted into a throwaway database (PostgreSQL and
 * PGlite): each learner's pre-work courses by the assignment that applies to them, items by state.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = ['Organization', 'Learner', 'Email', 'Course', 'Items', 'Complete', 'Incomplete', 'Pending'];
const COURSE = 'Cervical Cytology';
const row = (org: string, id: string, name: string, counts: number[]): Cells => [org, name, emailOf(id), COURSE, ...counts];
const ann = row('Alpha Lab', 'u-ann', 'Annabel Archerly', [3, 3, 0, 0]);
const bob = row('Alpha Lab', 'u-bob', 'Bartholomew Bakersfield', [3, 0, 2, 1]);
const cat = row('Alpha Lab', 'u-cat', 'Catriona Colebrook', [3, 1, 0, 2]);
const dan = row('Beta Lab', 'u-dan', 'Dannerys Dunwoody', [3, 1, 0, 2]);
const eve = row('Beta Lab', 'u-eve', 'Evangelina Everdeen', [3, 0, 0, 3]);
const prework = { report_type: 'Prework', kind: null };
const learnersOf = (rows: Cells[]) => rows.slice(1).map((r) => r[1]);

describe.each(['postgres', 'pglite'] as const)('Prework on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
  }, 60_000);
  afterAll(async () => close());

  it("has a row per learner and pre-work course of the assignment that applies to them (their organization's, else the site's)", async () => {
    const out = await generate(sql, reportRow(prework));
    expect(out.sheetName).toBe('Prework');
    // Urine Cytology has no pre-work item: in no row.
    expect(out.xlsx).toEqual([HEADER, ann, bob, cat, dan, eve]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.rows).toBe(5);
  });

  it('adds the average result of the graded items completed with userScore', async () => {
    const out = await generate(sql, reportRow({ ...prework, options: { userScore: true } }));
    expect(out.xlsx[0]).toEqual([...HEADER, 'Score (%)']);
    expect(out.xlsx.slice(1).map((r) => r.at(-1))).toEqual([77, null, 100, 0, null]);
  });

  it('has one row per item with verbose', async () => {
    const out = await generate(sql, reportRow({ ...prework, options: { verbose: true, userScore: true } }));
    expect(out.xlsx[0]).toEqual(['Organization', 'Learner', 'Email', 'Course', 'Item', 'Status', 'Score (%)']);
    const head = ann.slice(0, 4);
    expect(out.xlsx.slice(1, 4)).toEqual([
      [...head, 'Pre-Work: Cell Basics', 'Complete', 80],
      [...head, 'Final Slide Test', 'Complete', 50],
      [...head, 'Study Case', 'Complete', 100],
    ]);
    expect(out.xlsx[4]).toEqual([...bob.slice(0, 4), 'Pre-Work: Cell Basics', 'Incomplete', null]);
    expect(out.rows).toBe(15);
  });

  it('charts the items by state', async () => {
    const { chart } = await generate(sql, reportRow(prework));
    expect(chart).toEqual({
      title: 'Pre-work items by state',
      xLabel: 'State',
      yLabel: 'Items',
      bars: [
        { label: 'Complete', value: 5 },
        { label: 'Incomplete', value: 2 },
        { label: 'Pending', value: 8 },
      ],
    });
  });

  it('counts only the work recorded within the dates', async () => {
    const out = await generate(sql, reportRow({ ...prework, filters: { startDate: '2026-11-04' } }));
    expect(out.xlsx.slice(1, 3)).toEqual([
      row('Alpha Lab', 'u-ann', 'Annabel Archerly', [3, 1, 0, 2]),
      row('Alpha Lab', 'u-bob', 'Bartholomew Bakersfield', [3, 0, 1, 2]),
    ]);
  });

  it('applies the role level, internal users, the target and the chosen organizations', async () => {
    expect(learnersOf((await generate(sql, reportRow({ ...prework, filters: { userLevel: 1 } }))).xlsx)).toEqual([ann[1], bob[1], dan[1]]);
    const internal = await generate(sql, reportRow({ ...prework, filters: { internalUsers: true } }));
    expect(internal.xlsx.filter((r) => r[1] === 'Deandra Dalrymple' || r[1] === 'Ivyrose Inglethorp')).toEqual([
      ['CytoCampus', 'Deandra Dalrymple', emailOf('u-dee'), COURSE, 3, 0, 0, 3],
      ['CytoCampus', 'Ivyrose Inglethorp', emailOf('u-ivy'), COURSE, 3, 1, 0, 2],
    ]);
    expect(learnersOf((await generate(sql, reportRow({ ...prework, target: { orgId: 'org-b', groupId: null } }))).xlsx)).toEqual([dan[1], eve[1]]);
    expect(learnersOf((await generate(sql, reportRow({ ...prework, target: { orgId: null, groupId: 'g-morning' } }))).xlsx)).toEqual([ann[1]]);
    const chosen = await generate(sql, reportRow({ ...prework, filter_orgs: [{ orgId: 'org-b', orgName: 'Beta Lab' }] }));
    expect(learnersOf(chosen.xlsx)).toEqual([dan[1], eve[1]]);
  });

  it('is anonymous without names, e-mail column or personal data', async () => {
    const out = await generate(
      sql,
      reportRow({ ...prework, options: { anonymous: true, verbose: true, userScore: true }, filters: { internalUsers: true, userLevel: 4 } }),
    );
    expect(out.xlsx[0]).toEqual(['Organization', 'Learner', 'Course', 'Item', 'Status', 'Score (%)']);
    expect(out.xlsx[1]).toEqual(['Alpha Lab', 'Learner 1', COURSE, 'Pre-Work: Cell Basics', 'Complete', 80]);
    for (const text of [out.xlsxText, out.csvText, JSON.stringify(out.chart)]) for (const personal of PERSONAL_DATA) expect(text).not.toContain(personal);
  });
});
