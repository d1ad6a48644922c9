/**
 * The Proficiency Tests report (issue 30, docs/adr/0035) generated from read-model rows inserted
 * into a throwaway database (PostgreSQL and PGlite): one row per attempt in the order started, the
 * automatic failures by slide name, the ladder's step after each attempt, scope and chart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient, SqlExecutor } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = [
  'Learner',
  'Email',
  'Organization',
  'Group',
  'Test',
  'Grid',
  'Slides',
  'Started',
  'Submitted',
  'Submitted By',
  'Score (%)',
  'Passed',
  'Automatic Failure Slides',
  'Ladder Step After',
];
const pt = { report_type: 'Proficiency Tests', kind: null };

interface Attempt {
  review: string;
  user: string;
  size?: 10 | 20;
  started: string;
  graded?: { at: string; by: 'learner' | 'time'; score: number; passed: boolean; automatic?: string[] };
  /** When an administrator cleared it (Clear Stats): it no longer counts. */
  cleared?: string;
}

async function attempt(db: SqlExecutor, a: Attempt): Promise<void> {
  const g = a.graded;
  await db.query(
    `insert into pt_ladder_attempts (review_id, user_id, year, module_id, item_id, size, grid, started_at, deadline, graded_at, graded_by, points, max_points, score, passed, automatic_failures, cleared_at)
     values ($1, $2, 2026, 'm-pt', 't-pt', $3, 'technologist', $4, $4::timestamptz + interval '2 hours', $5, $6, $7, $8, $9, $10, $11::jsonb, $12)`,
    [
      a.review,
      a.user,
      a.size ?? 10,
      a.started,
      g?.at ?? null,
      g?.by ?? null,
      g ? g.score * 100 : null,
      g ? 100 : null,
      g?.score ?? null,
      g?.passed ?? null,
      JSON.stringify(g?.automatic ?? []),
      a.cleared ?? null,
    ],
  );
}

async function seedAttempts(db: SqlExecutor): Promise<void> {
  await db.query(
    `insert into content_items (id, item_id, type, name, fields, active, created, updated) values ('t-pt-r1', 't-pt', 'test', 'Mock PT 2026', '{}'::jsonb, true, $1, $1)`,
    ['2026-01-01T00:00:00Z'],
  );
  // A failure of Ann's that an administrator cleared: neither a row nor a step of her ladder.
  await attempt(db, {
    review: 'r-ann-0',
    user: 'u-ann',
    started: '2026-02-20T09:00:00Z',
    graded: { at: '2026-02-20T10:00:00Z', by: 'learner', score: 0.5, passed: false },
    cleared: '2026-02-21T09:00:00Z',
  });
  // Ann fails twice (the first with an automatic failure on Slide Two), is given remedial training, then passes the 20-slide retest at the time limit.
  await attempt(db, {
    review: 'r-ann-1',
    user: 'u-ann',
    started: '2026-03-01T09:00:00Z',
    graded: { at: '2026-03-01T10:30:00Z', by: 'learner', score: 0.725, passed: false, automatic: ['s-two'] },
  });
  await attempt(db, {
    review: 'r-ann-2',
    user: 'u-ann',
    started: '2026-03-20T09:00:00Z',
    graded: { at: '2026-03-20T10:00:00Z', by: 'learner', score: 0.895, passed: false },
  });
  await db.query(
    `insert into pt_ladder_records (user_id, year, revision, kind, at, by_user, note, hours, upload) values ('u-ann', 2026, 0, 'remediation', '2026-03-25T12:00:00Z', 'u-cat', 'Reviewed HSIL', null, null)`,
  );
  await attempt(db, {
    review: 'r-ann-3',
    user: 'u-ann',
    size: 20,
    started: '2026-04-10T08:00:00Z',
    graded: { at: '2026-04-10T12:00:00Z', by: 'time', score: 0.95, passed: true },
  });
  // Bob is taking the annual test now; Dan (another organization) passed it.
  await attempt(db, { review: 'r-bob-1', user: 'u-bob', started: '2026-11-22T09:00:00Z' });
  await attempt(db, {
    review: 'r-dan-1',
    user: 'u-dan',
    started: '2026-05-05T09:00:00Z',
    graded: { at: '2026-05-05T10:00:00Z', by: 'learner', score: 1, passed: true },
  });
}

const ORG_A = 'Alpha Lab';
const ann = (over: Cells): Cells => ['Annabel Archerly', emailOf('u-ann'), ORG_A, 'Morning Shift', 'Mock PT 2026', 'technologist', ...over];
const ANN_1 = ann([10, '2026-03-01 09:00', '2026-03-01 10:30', 'Learner', 72.5, 'No', 'Slide Two', 'Failed once: 10-slide retest due']);
const ANN_2 = ann([10, '2026-03-20 09:00', '2026-03-20 10:00', 'Learner', 89.5, 'No', null, 'Failed twice: remedial training due']);
const ANN_3 = ann([20, '2026-04-10 08:00', '2026-04-10 12:00', 'Time limit', 95, 'Yes', null, 'Passed after 2 failed tests']);
const DAN = [
  'Dannerys Dunwoody',
  emailOf('u-dan'),
  'Beta Lab',
  null,
  'Mock PT 2026',
  'technologist',
  10,
  '2026-05-05 09:00',
  '2026-05-05 10:00',
  'Learner',
  100,
  'Yes',
  null,
  'Passed',
];
const BOB = [
  'Bartholomew Bakersfield',
  emailOf('u-bob'),
  ORG_A,
  null,
  'Mock PT 2026',
  'technologist',
  10,
  '2026-11-22 09:00',
  null,
  null,
  null,
  null,
  null,
  'In progress',
];

describe.each(['postgres', 'pglite'] as const)('Proficiency Tests on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
    await seedAttempts(sql);
  }, 60_000);
  afterAll(async () => close());

  it('has one row per attempt in the order started with the ladder step after each, the same in both files', async () => {
    const out = await generate(sql, reportRow(pt));
    expect(out.sheetName).toBe('Proficiency Tests');
    expect(out.xlsx).toEqual([HEADER, ANN_1, ANN_2, ANN_3, DAN, BOB]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.rows).toBe(5);
    expect(out.chart).toEqual({
      title: 'Proficiency test attempts by outcome',
      xLabel: 'Outcome',
      yLabel: 'Attempts',
      bars: [
        { label: 'Passed', value: 2 },
        { label: 'Failed', value: 2 },
        { label: 'In progress', value: 1 },
      ],
    });
  });

  it('keeps to the organization and the dates, and names nobody when anonymous', async () => {
    const orgA = await generate(sql, reportRow({ ...pt, org_id: 'org-a', target: { orgId: 'org-a', groupId: null } }));
    expect(orgA.xlsx.slice(1).map((row) => row[0])).toEqual(['Annabel Archerly', 'Annabel Archerly', 'Annabel Archerly', 'Bartholomew Bakersfield']);
    const march = await generate(sql, reportRow({ ...pt, filters: { startDate: '2026-03-01', endDate: '2026-03-31' } }));
    expect(march.xlsx).toEqual([HEADER, ANN_1, ANN_2]);
    const anonymous = await generate(sql, reportRow({ ...pt, options: { anonymous: true } }));
    expect(anonymous.xlsx[0]).toEqual(HEADER.filter((h) => h !== 'Email'));
    expect(anonymous.xlsx.slice(1).map((row) => row[0])).toEqual(['Learner 1', 'Learner 1', 'Learner 1', 'Learner 2', 'Learner 3']);
    for (const text of PERSONAL_DATA) expect(anonymous.csvText + anonymous.xlsxText).not.toContain(text);
  });
});
