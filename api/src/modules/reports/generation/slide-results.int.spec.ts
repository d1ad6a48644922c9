/**
 * Slide Results generated from read-model rows inserted into a throwaway database (PostgreSQL and
 * PGlite): the rows cell by cell in the .xlsx and the CSV, every option and filter, the chart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = ['Learner', 'Email', 'Organization', 'Group', 'Course', 'Item', 'Started', 'Submitted', 'Status'];
const COURSE = 'Cervical Cytology';
const TEST = 'Final Slide Test';
const ann: Cells = ['Annabel Archerly', emailOf('u-ann'), 'Alpha Lab', 'Morning Shift', COURSE, TEST, '2026-11-05 09:00', '2026-11-05 09:20', 'Complete'];
const bob: Cells = ['Bartholomew Bakersfield', emailOf('u-bob'), 'Alpha Lab', null, COURSE, TEST, '2026-11-06 09:00', null, 'Incomplete'];
const cat: Cells = ['Catriona Colebrook', emailOf('u-cat'), 'Alpha Lab', null, COURSE, TEST, '2026-11-07 09:00', '2026-11-07 09:08', 'Complete'];
const dan: Cells = ['Dannerys Dunwoody', emailOf('u-dan'), 'Beta Lab', null, COURSE, TEST, '2026-11-20 09:00', '2026-11-20 09:08', 'Complete'];
const learnersOf = (rows: Cells[]) => rows.slice(1).map((row) => row[0]);

describe.each(['postgres', 'pglite'] as const)('Slide Results on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
  }, 60_000);
  afterAll(async () => close());

  it('has one row per learner and slide test, learners of the default levels with an organization, the same in the .xlsx and the CSV', async () => {
    const out = await generate(sql, reportRow());
    expect(out.sheetName).toBe('Slide Results');
    expect(out.xlsx).toEqual([HEADER, ann, bob, cat, dan]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.csvText.startsWith('\uFEFFLearner,Email,')).toBe(true);
    expect(out.csvText.split('\r\n')).toHaveLength(6);
    expect(out.rows).toBe(4);
    expect(out.progress.at(-1)).toEqual({ progress: 1, rows: 4 });
    // Only the final files remain, nothing temporary.
    expect(out.files).toHaveLength(2);
    expect(out.files.every((name) => /^[0-9a-f-]{36}\.(xlsx|csv)$/.test(name))).toBe(true);
  });

  it('draws the submitted scores in tenths: 0.5, 1 and 0 (an incomplete test has none)', async () => {
    const { chart } = await generate(sql, reportRow());
    expect(chart.title).toBe('Score distribution');
    expect(chart.bars.map((b) => b.label)).toEqual(['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80–89', '90–100']);
    expect(chart.bars.map((b) => b.value)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('adds the score in percent with userScore (none until complete)', async () => {
    const out = await generate(sql, reportRow({ options: { userScore: true } }));
    expect(out.xlsx[0]).toEqual([...HEADER, 'Score (%)']);
    expect(out.xlsx.slice(1).map((row) => row.at(-1))).toEqual([50, null, 100, 0]);
    expect(out.csv.slice(1).map((row) => row.at(-1))).toEqual(['50', '', '100', '0']);
  });

  it("has one row per slide with verbose: the reference diagnosis, the learner's submitted one with its GYN result group, and whether it was right", async () => {
    const out = await generate(sql, reportRow({ options: { verbose: true, userScore: true } }));
    const header = [
      'Learner',
      'Email',
      'Organization',
      'Group',
      'Course',
      'Item',
      'Slide',
      'Started',
      'Submitted',
      'Status',
      'Score (%)',
      'Reference Diagnosis',
      'Learner Diagnosis',
      'Learner Result Group',
      'Correct',
    ];
    expect([out.xlsx[0], out.csv[0]]).toEqual([header, header]);
    const head = (row: Cells) => row.slice(0, 6);
    expect(out.xlsx.slice(1, 5)).toEqual([
      [...head(ann), 'Slide One', '2026-11-05 09:00', '2026-11-05 09:10', 'Complete', 50, 'NILM', 'NILM', 'B', 'Correct'],
      // ASC-US is group C, the reference HSIL group D.
      [...head(ann), 'Slide Two', '2026-11-05 09:10', '2026-11-05 09:20', 'Complete', 50, 'HSIL', 'ASCUS', 'C', 'Incorrect'],
      [...head(bob), 'Slide One', '2026-11-06 09:00', '2026-11-06 09:05', 'Complete', null, 'NILM', 'NILM', 'B', 'Correct'],
      // A diagnosis chosen and not submitted is not the learner's answer yet.
      [...head(bob), 'Slide Two', '2026-11-06 09:06', null, 'Incomplete', null, null, null, null, null],
    ]);
    // Submitted without an answer: nothing in the learner's columns. A slide without a score to compare with is pending.
    expect(out.xlsx.slice(-2)).toEqual([
      [...head(dan), 'Slide One', '2026-11-20 09:00', '2026-11-20 09:05', 'Complete', 0, 'NILM', null, null, 'Incorrect'],
      [...head(dan), 'Slide Two', '2026-11-20 09:06', '2026-11-20 09:08', 'Complete', 0, 'HSIL', 'HSIL', 'D', 'Pending'],
    ]);
    expect(out.csv.at(-1)!.slice(-4)).toEqual(['HSIL', 'HSIL', 'D', 'Pending']);
    expect(out.rows).toBe(8);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    // The chart still counts tests, not slides.
    expect(out.chart.bars.reduce((sum, b) => sum + b.value, 0)).toBe(3);
  });

  it("lists a proficiency attempt's own slides, in its order (a drawn set is not the test's list)", async () => {
    await sql.query(
      `insert into pt_attempts (review_id, user_id, module_id, item_id, revision_id, attempt, size, grid, slides, started_at, deadline)
       values ('r-cat-t', 'u-cat', 'm-cervix', 't-final', 't-final-r1', 1, 10, 'technologist', '["s-two", "s-one"]'::jsonb, '2026-11-07T09:00:00Z', '2026-11-07T11:00:00Z')`,
    );
    try {
      const out = await generate(sql, reportRow({ options: { verbose: true } }));
      const cats = out.xlsx.filter((row) => row[0] === cat[0]);
      expect(cats.map((row) => [row[6], row.at(-4)])).toEqual([
        ['Slide Two', 'HSIL'],
        ['Slide One', 'NILM'],
      ]);
    } finally {
      await sql.query(`delete from pt_attempts where review_id = 'r-cat-t'`);
    }
  });

  it('covers study slides with the Study Slide kind (no result group outside GYN); a diagnosis that looks like a formula is written as text in both files', async () => {
    const out = await generate(sql, reportRow({ kind: 'Study Slide', options: { verbose: true } }));
    expect(out.xlsx.slice(1)).toEqual([
      [
        'Annabel Archerly',
        emailOf('u-ann'),
        'Alpha Lab',
        'Morning Shift',
        COURSE,
        'Study Case',
        'Study Case',
        '2026-11-03 08:00',
        '2026-11-03 08:30',
        'Complete',
        "'=LSIL",
        'ATYPICAL',
        null,
        'Correct',
      ],
    ]);
    expect(out.csv[1]!.slice(-4)).toEqual(["'=LSIL", 'ATYPICAL', '', 'Correct']);
    expect(out.xlsxText).not.toContain('<f>');
    expect(out.chart.bars.find((b) => b.label === '90–100')!.value).toBe(1);
  });

  it('numbers the learners in an anonymous report, with no e-mail column and no personal data anywhere', async () => {
    const out = await generate(
      sql,
      reportRow({ options: { anonymous: true, verbose: true, userScore: true }, filters: { internalUsers: true, userLevel: 4 } }),
    );
    expect(out.xlsx[0]!.slice(0, 2)).toEqual(['Learner', 'Organization']);
    expect(learnersOf(out.xlsx)).toEqual([
      'Learner 1',
      'Learner 1',
      'Learner 2',
      'Learner 2',
      'Learner 3',
      'Learner 3',
      'Learner 4',
      'Learner 4',
      'Learner 5',
      'Learner 5',
      'Learner 6',
      'Learner 6',
    ]);
    for (const text of [out.xlsxText, out.csvText, JSON.stringify(out.chart), JSON.stringify(out.xlsx)])
      for (const personal of PERSONAL_DATA) expect(text).not.toContain(personal);
    expect(out.xlsxText).not.toContain('@labmail');
  });

  it('narrows by role level and takes internal users only when asked', async () => {
    expect(learnersOf((await generate(sql, reportRow({ filters: { userLevel: 1 } }))).xlsx)).toEqual([ann[0], bob[0], dan[0]]);
    expect(learnersOf((await generate(sql, reportRow({ filters: { userLevel: 4 } }))).xlsx)).toEqual([ann[0], bob[0], cat[0], dan[0], 'Susannah Stonehaven']);
    expect(learnersOf((await generate(sql, reportRow({ filters: { internalUsers: true } }))).xlsx)).toEqual([
      ann[0],
      bob[0],
      cat[0],
      dan[0],
      'Ivyrose Inglethorp',
    ]);
  });

  it("keeps the target's organization or group, and the chosen organizations", async () => {
    expect(learnersOf((await generate(sql, reportRow({ target: { orgId: 'org-b', groupId: null } }))).xlsx)).toEqual([dan[0]]);
    expect(learnersOf((await generate(sql, reportRow({ target: { orgId: 'org-a', groupId: 'g-morning' } }))).xlsx)).toEqual([ann[0]]);
    const chosen = await generate(sql, reportRow({ filter_orgs: [{ orgId: 'org-b', orgName: 'Beta Lab' }] }));
    expect(learnersOf(chosen.xlsx)).toEqual([dan[0]]);
    // A report of an organization covers its members only, even with a target that names none.
    expect(learnersOf((await generate(sql, reportRow({ org_id: 'org-b' }))).xlsx)).toEqual([dan[0]]);
  });

  it('keeps the tests last worked on within the dates (UTC days, both whole)', async () => {
    const out = await generate(sql, reportRow({ filters: { startDate: '2026-11-06', endDate: '2026-11-07' } }));
    expect(out.xlsx.slice(1)).toEqual([bob, cat]);
    expect(learnersOf((await generate(sql, reportRow({ filters: { startDate: '2026-11-20' } }))).xlsx)).toEqual([dan[0]]);
    expect(learnersOf((await generate(sql, reportRow({ filters: { endDate: '2026-11-05' } }))).xlsx)).toEqual([ann[0]]);
  });

  it('writes a header alone when nothing matches', async () => {
    const out = await generate(sql, reportRow({ filters: { startDate: '2030-01-01' } }));
    expect([out.xlsx, out.csv, out.rows]).toEqual([[HEADER], [HEADER], 0]);
    expect(out.chart.bars.every((b) => b.value === 0)).toBe(true);
  });
});
