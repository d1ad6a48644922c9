/**
 * Course Feedback generated from read-model rows inserted into a throwaway database (PostgreSQL and
 * PGlite): one row per submission and question of the rated form, the filters, the chart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = ['Learner', 'Email', 'Organization', 'Course', 'Evaluation Form', 'Program Number', 'Submitted', 'Question', 'Rating'];
const QUESTIONS = ['Objectives were met', 'Material was clear', 'Pace was right'];
const rowsOf = (name: string, id: string, org: string, submitted: string, ratings: (number | string)[]): Cells[] =>
  ratings.map((rating, i) => [name, emailOf(id), org, 'Cervical Cytology', 'P.A.C.E. Evaluation', '510-503-26', submitted, QUESTIONS[i]!, rating]);
const ann = rowsOf('Annabel Archerly', 'u-ann', 'Alpha Lab', '2026-11-05 10:00', [5, 4, 'N/A']);
const cat = rowsOf('Catriona Colebrook', 'u-cat', 'Alpha Lab', '2026-11-07 10:00', [4, 4, 4]);
const dan = rowsOf('Dannerys Dunwoody', 'u-dan', 'Beta Lab', '2026-11-20 10:00', [3, 'N/A', 2]);
const feedback = (type = 'Course Feedback') => ({ report_type: type, kind: null });
const learnersOf = (rows: Cells[]) => [...new Set(rows.slice(1).map((row) => row[0]))];

describe.each(['postgres', 'pglite'] as const)('Course Feedback on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
  }, 60_000);
  afterAll(async () => close());

  it("has one row per submission and question of the form's revision, N/A as such, the same in both files", async () => {
    const out = await generate(sql, reportRow(feedback()));
    expect(out.sheetName).toBe('Course Feedback');
    expect(out.xlsx).toEqual([HEADER, ...ann, ...cat, ...dan]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.rows).toBe(9);
    // Progress counts submissions; rows are what was written.
    expect(out.progress.at(-1)).toEqual({ progress: 1, rows: 9 });
  });

  it('charts the average rating of each question, N/A left out', async () => {
    const { chart } = await generate(sql, reportRow(feedback()));
    expect(chart).toEqual({
      title: 'Average rating per question',
      xLabel: 'Question',
      yLabel: 'Average rating',
      bars: [
        { label: QUESTIONS[0], value: 4 },
        { label: QUESTIONS[1], value: 4 },
        { label: QUESTIONS[2], value: 3 },
      ],
    });
    const withIvy = await generate(sql, reportRow({ ...feedback(), filters: { internalUsers: true } }));
    expect(withIvy.chart.bars.map((b) => b.value)).toEqual([3.25, 3, 2.33]);
  });

  it('applies the dates to the submission, the role level, the target and the chosen organizations', async () => {
    expect((await generate(sql, reportRow({ ...feedback(), filters: { startDate: '2026-11-06', endDate: '2026-11-20' } }))).xlsx.slice(1)).toEqual([
      ...cat,
      ...dan,
    ]);
    expect(learnersOf((await generate(sql, reportRow({ ...feedback(), filters: { userLevel: 1 } }))).xlsx)).toEqual([ann[0]![0], dan[0]![0]]);
    expect(learnersOf((await generate(sql, reportRow({ ...feedback(), target: { orgId: 'org-a', groupId: null } }))).xlsx)).toEqual([ann[0]![0], cat[0]![0]]);
    expect(learnersOf((await generate(sql, reportRow({ ...feedback(), target: { orgId: null, groupId: 'g-morning' } }))).xlsx)).toEqual([ann[0]![0]]);
    const chosen = await generate(sql, reportRow({ ...feedback(), filter_orgs: [{ orgId: 'org-b', orgName: 'Beta Lab' }] }));
    expect(learnersOf(chosen.xlsx)).toEqual([dan[0]![0]]);
    expect(learnersOf((await generate(sql, reportRow({ ...feedback(), filters: { internalUsers: true } }))).xlsx)).toContain('Ivyrose Inglethorp');
  });

  it('is anonymous without names, e-mail column or personal data, the options that do not apply changing nothing', async () => {
    const out = await generate(
      sql,
      reportRow({ ...feedback(), options: { anonymous: true, verbose: true, userScore: true }, filters: { internalUsers: true } }),
    );
    expect(out.xlsx[0]).toEqual(HEADER.filter((h) => h !== 'Email'));
    expect(out.xlsx.slice(1).map((row) => row[0])).toEqual([
      'Learner 1',
      'Learner 1',
      'Learner 1',
      'Learner 2',
      'Learner 2',
      'Learner 2',
      'Learner 3',
      'Learner 3',
      'Learner 3',
      'Learner 4',
      'Learner 4',
      'Learner 4',
    ]);
    expect(out.xlsx[1]).toEqual(['Learner 1', 'Alpha Lab', 'Cervical Cytology', 'P.A.C.E. Evaluation', '510-503-26', '2026-11-05 10:00', QUESTIONS[0], 5]);
    for (const text of [out.xlsxText, out.csvText, JSON.stringify(out.chart)]) for (const personal of PERSONAL_DATA) expect(text).not.toContain(personal);
  });
});
