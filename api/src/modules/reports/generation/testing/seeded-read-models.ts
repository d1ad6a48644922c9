/**
 * Helpers of the report generation specs: a small organization's read-model rows inserted straight
 * into a throwaway database (PostgreSQL or PGlite, tables made by migrateReadModels), a report as the `reports`
 * table holds it, and its generated files read back (the .xlsx with exceljs, the CSV parsed).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { REPORT_DEFAULT_USER_LEVEL, type ReportChart } from '@cytocampus/contracts';
import type { SqlClient, SqlExecutor } from '@cytocampus/event-store';
import { migrateReadModels, type ReportTableRow } from '@cytocampus/projections';
import { createMemoryPglite, createTestDatabase } from '@cytocampus/testing';
import type { Config } from '../../../../infra/config.js';
import { ReportFiles } from '../report-files.js';
import { writeReportFiles } from '../report-writer.js';

export const at = (iso: string): Date => new Date(iso);
/** When the reports below were asked for (a New Sign-Ups report without dates looks at the 7 days before). */
export const ASKED_AT = at('2026-11-23T12:00:00.000Z');

/** A database with the read-model tables, on real PostgreSQL or in-memory PGlite. */
export async function openReadModels(kind: 'postgres' | 'pglite'): Promise<{ sql: SqlClient; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    const db = await createTestDatabase({ max: 4 });
    await migrateReadModels(db.sql);
    return { sql: db.sql, close: () => db.drop() };
  }
  const sql = await createMemoryPglite();
  await migrateReadModels(sql);
  return { sql, close: () => sql.close() };
}

interface UserSeed {
  id: string;
  first: string;
  last: string;
  role: string;
  org: string | null;
  group?: string | null;
  origin?: string;
  created: string;
  profession?: string;
  curriculum?: string | null;
}

/** The people of the data set; their names and addresses must never appear in an anonymous report. */
export const PEOPLE: UserSeed[] = [
  {
    id: 'u-ann',
    first: 'Annabel',
    last: 'Archerly',
    role: 'cytotechnologist',
    org: 'org-a',
    group: 'g-morning',
    origin: 'registration',
    created: '2026-11-20T09:00:00Z',
    profession: 'Cytotechnologist',
  },
  { id: 'u-bob', first: 'Bartholomew', last: 'Bakersfield', role: 'cytotechnologist', org: 'org-a', origin: 'admin', created: '2026-11-21T10:30:00Z' },
  { id: 'u-cat', first: 'Catriona', last: 'Colebrook', role: 'manager', org: 'org-a', origin: 'admin', created: '2026-10-01T08:00:00Z' },
  { id: 'u-dan', first: 'Dannerys', last: 'Dunwoody', role: 'cytotechnologist', org: 'org-b', origin: 'registration', created: '2026-11-22T23:59:00Z' },
  { id: 'u-eve', first: 'Evangelina', last: 'Everdeen', role: 'admin', org: 'org-b', origin: 'seed', created: '2026-11-10T12:00:00Z' },
  { id: 'u-sue', first: 'Susannah', last: 'Stonehaven', role: 'super', org: 'org-a', origin: 'seed', created: '2026-11-19T12:00:00Z' },
  { id: 'u-ivy', first: 'Ivyrose', last: 'Inglethorp', role: 'cytotechnologist', org: 'DEFAULT', origin: 'registration', created: '2026-11-21T11:00:00Z' },
  { id: 'u-dee', first: 'Deandra', last: 'Dalrymple', role: 'cytotechnologist', org: 'DEFAULT', origin: 'import', created: '2026-11-01T12:00:00Z' },
];
export const emailOf = (id: string): string => `${id.slice(2)}.person@labmail.test`;
/** Every piece of personal data of the data set, for the anonymous checks. */
export const PERSONAL_DATA = PEOPLE.flatMap((p) => [p.first, p.last, emailOf(p.id)]);
export const nameOf = (id: string): string => {
  const p = PEOPLE.find((person) => person.id === id)!;
  return `${p.first} ${p.last}`;
};

const json = (value: unknown) => JSON.stringify(value);

async function content(db: SqlExecutor, row: { id: string; itemId: string; type: string; name: string; fields?: object; active?: boolean; created?: string }) {
  await db.query(`insert into content_items (id, item_id, type, name, fields, active, created, updated) values ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)`, [
    row.id,
    row.itemId,
    row.type,
    row.name,
    json({ name: row.name, ...row.fields }),
    row.active ?? true,
    row.created ?? '2026-09-01T00:00:00Z',
  ]);
}

/** A stats record; `pages` as the stats projection keeps them (times in epoch ms, page scores 1 / -1 / null). */
async function record(
  db: SqlExecutor,
  r: {
    id: string;
    user: string;
    module: string;
    item: string;
    revision: string;
    type: string;
    pages: { start: string | null; submit: string | null; score: number | null }[];
    score?: number | null;
    graded?: boolean;
  },
) {
  const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  const completed = r.pages.filter((p) => p.submit !== null).length;
  const progress = completed / r.pages.length;
  const starts = r.pages.flatMap((p) => (p.start ? [p.start] : [])).sort();
  const submits = r.pages.flatMap((p) => (p.submit ? [p.submit] : [])).sort();
  const complete = progress >= 1;
  const score = complete ? (r.score ?? null) : null;
  await db.query(
    `insert into stats_records (id, user_id, org_id, module_id, item_id, revision_id, item_type, graded, page_count, completed_pages, progress, score, result,
                                start_time, submitted_on, last_update, pages)
     values ($1, $2, null, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb)`,
    [
      r.id,
      r.user,
      r.module,
      r.item,
      r.revision,
      r.type,
      r.graded ?? true,
      r.pages.length,
      completed,
      progress,
      score,
      (r.graded ?? true) ? score : null,
      starts[0] ?? null,
      complete ? submits.at(-1)! : null,
      submits.at(-1) ?? starts.at(-1) ?? '2026-11-01T00:00:00Z',
      json(r.pages.map((p) => ({ startTime: ms(p.start), submitTime: ms(p.submit), score: p.score }))),
    ],
  );
}

/**
 * The data set: organizations Alpha Lab (assignment c-alpha: Cervical Cytology with a pre-work quiz,
 * then Urine Cytology) and Beta Lab (the site's default assignment: Cervical Cytology alone), the
 * site's own organization, people of every level, slide test and study slide records, feedback and
 * certificates.
 */
export async function seedReadModels(db: SqlExecutor): Promise<void> {
  const created = '2026-01-01T00:00:00Z';
  for (const [id, name, curriculum] of [
    ['org-a', 'Alpha Lab', 'c-alpha'],
    ['org-b', 'Beta Lab', null],
    ['DEFAULT', 'CytoCampus', null],
  ] as const)
    await db.query(`insert into organizations (id, name, default_curriculum, created, updated) values ($1, $2, $3, $4, $4)`, [id, name, curriculum, created]);
  await db.query(`insert into groups (id, org_id, name, created, updated) values ('g-morning', 'org-a', 'Morning Shift', $1, $1)`, [created]);
  for (const p of PEOPLE)
    await db.query(
      `insert into users (id, email, role, org_id, group_id, first_name, last_name, profession, origin, curriculum, created, updated)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [p.id, emailOf(p.id), p.role, p.org, p.group ?? null, p.first, p.last, p.profession ?? '', p.origin ?? null, p.curriculum ?? null, p.created],
    );

  await content(db, {
    id: 'm-cervix-r1',
    itemId: 'm-cervix',
    type: 'module',
    name: 'Cervical Cytology',
    fields: {
      items: [
        { type: 'quiz', itemId: 'q-pre' },
        { type: 'test', itemId: 't-final' },
        { type: 'case', itemId: 's-study' },
      ],
    },
  });
  await content(db, { id: 'm-urine-r1', itemId: 'm-urine', type: 'module', name: 'Urine Cytology', fields: { items: [{ type: 'quiz', itemId: 'q-urine' }] } });
  await content(db, { id: 'q-pre-r1', itemId: 'q-pre', type: 'quiz', name: 'Pre-Work: Cell Basics' });
  await content(db, { id: 'q-urine-r1', itemId: 'q-urine', type: 'quiz', name: 'Urine Quiz' });
  await content(db, {
    id: 't-final-r1',
    itemId: 't-final',
    type: 'test',
    name: 'Final Slide Test',
    fields: { slides: ['s-one', 's-two'], evalForm: 'f-eval' },
  });
  await content(db, { id: 's-one-r1', itemId: 's-one', type: 'slide', name: 'Slide One', fields: { solution: { type: 'GYN', result: 'NILM' } } });
  await content(db, { id: 's-two-r1', itemId: 's-two', type: 'slide', name: 'Slide Two', fields: { solution: { type: 'GYN', result: 'HSIL' } } });
  await content(db, {
    id: 's-study-r1',
    itemId: 's-study',
    type: 'slide',
    name: 'Study Case',
    fields: { solution: { type: 'Other Non-GYN', result: '=LSIL' } },
  });
  await content(db, {
    id: 'f-eval-r1',
    itemId: 'f-eval',
    type: 'feedback',
    name: 'P.A.C.E. Evaluation',
    fields: {
      formData: [
        { title: 'Content', description: '', items: ['Objectives were met', 'Material was clear'] },
        { title: 'Speaker', description: '', items: ['Pace was right'] },
      ],
    },
  });
  await content(db, {
    id: 'c-alpha-r1',
    itemId: 'c-alpha',
    type: 'curriculum',
    name: 'Alpha Plan',
    fields: { entries: [{ moduleId: 'm-cervix' }, { moduleId: 'm-urine' }] },
  });
  await content(db, { id: 'c-default-r1', itemId: 'DEFAULT', type: 'curriculum', name: 'Default Plan', fields: { entries: [{ moduleId: 'm-cervix' }] } });

  const test = (id: string, user: string, pages: { start: string | null; submit: string | null; score: number | null }[], score?: number) =>
    record(db, { id, user, module: 'm-cervix', item: 't-final', revision: 't-final-r1', type: 'test', pages, score });
  await test(
    'r-ann-t',
    'u-ann',
    [
      { start: '2026-11-05T09:00:00Z', submit: '2026-11-05T09:10:00Z', score: 1 },
      { start: '2026-11-05T09:10:00Z', submit: '2026-11-05T09:20:00Z', score: -1 },
    ],
    0.5,
  );
  await test('r-bob-t', 'u-bob', [
    { start: '2026-11-06T09:00:00Z', submit: '2026-11-06T09:05:00Z', score: 1 },
    { start: '2026-11-06T09:06:00Z', submit: null, score: null },
  ]);
  await test(
    'r-cat-t',
    'u-cat',
    [
      { start: '2026-11-07T09:00:00Z', submit: '2026-11-07T09:05:00Z', score: 1 },
      { start: '2026-11-07T09:06:00Z', submit: '2026-11-07T09:08:00Z', score: 1 },
    ],
    1,
  );
  await test(
    'r-dan-t',
    'u-dan',
    [
      { start: '2026-11-20T09:00:00Z', submit: '2026-11-20T09:05:00Z', score: -1 },
      { start: '2026-11-20T09:06:00Z', submit: '2026-11-20T09:08:00Z', score: null },
    ],
    0,
  );
  await test(
    'r-sue-t',
    'u-sue',
    [
      { start: '2026-11-08T09:00:00Z', submit: '2026-11-08T09:05:00Z', score: 1 },
      { start: '2026-11-08T09:06:00Z', submit: '2026-11-08T09:08:00Z', score: 1 },
    ],
    1,
  );
  await test(
    'r-ivy-t',
    'u-ivy',
    [
      { start: '2026-11-09T09:00:00Z', submit: '2026-11-09T09:05:00Z', score: -1 },
      { start: '2026-11-09T09:06:00Z', submit: '2026-11-09T09:08:00Z', score: 1 },
    ],
    0.5,
  );
  // What the learners answered (the diagnoses read model); Bob's second slide is chosen, not submitted.
  for (const [review, page, result, submitted] of [
    ['r-ann-t', 0, 'NILM', '2026-11-05T09:10:00Z'],
    ['r-ann-t', 1, 'ASCUS', '2026-11-05T09:20:00Z'],
    ['r-bob-t', 0, 'NILM', '2026-11-06T09:05:00Z'],
    ['r-bob-t', 1, 'HSIL', null],
    ['r-dan-t', 1, 'HSIL', '2026-11-20T09:08:00Z'],
    ['r-ann-s', 0, 'ATYPICAL', '2026-11-03T08:30:00Z'],
  ] as const)
    await db.query(`insert into slide_diagnoses (review_id, page, result, submitted_on) values ($1, $2, $3, $4)`, [review, page, result, submitted]);
  await record(db, {
    id: 'r-ann-s',
    user: 'u-ann',
    module: 'm-cervix',
    item: 's-study',
    revision: 's-study-r1',
    type: 'case',
    pages: [{ start: '2026-11-03T08:00:00Z', submit: '2026-11-03T08:30:00Z', score: 1 }],
    score: 1,
  });
  await record(db, {
    id: 'r-ann-q',
    user: 'u-ann',
    module: 'm-cervix',
    item: 'q-pre',
    revision: 'q-pre-r1',
    type: 'quiz',
    pages: [{ start: '2026-11-02T08:00:00Z', submit: '2026-11-02T08:30:00Z', score: 0.8 }],
    score: 0.8,
  });
  await record(db, {
    id: 'r-bob-q',
    user: 'u-bob',
    module: 'm-cervix',
    item: 'q-pre',
    revision: 'q-pre-r1',
    type: 'quiz',
    pages: [
      { start: '2026-11-02T08:00:00Z', submit: '2026-11-02T08:30:00Z', score: 1 },
      { start: null, submit: null, score: null },
    ],
  });
  await record(db, {
    id: 'r-dan-u',
    user: 'u-dan',
    module: 'm-urine',
    item: 'q-urine',
    revision: 'q-urine-r1',
    type: 'quiz',
    pages: [{ start: '2026-11-02T08:00:00Z', submit: '2026-11-02T08:30:00Z', score: 1 }],
    score: 1,
  });

  const feedback = (user: string, ratings: unknown[], submitted: string) =>
    db.query(
      `insert into feedback_submissions (user_id, org_id, module_id, test_id, form_id, form_revision_id, pace_program_number, ratings, submitted_at)
       values ($1, null, 'm-cervix', 't-final', 'f-eval', 'f-eval-r1', '510-503-26', $2::jsonb, $3)`,
      [user, json(ratings), submitted],
    );
  await feedback('u-ann', [5, 4, 'N/A'], '2026-11-05T10:00:00Z');
  await feedback('u-dan', [3, 'N/A', 2], '2026-11-20T10:00:00Z');
  await feedback('u-ivy', [1, 1, 1], '2026-11-09T10:00:00Z');
  await feedback('u-cat', [4, 4, 4], '2026-11-07T10:00:00Z');

  const certificate = (code: string, user: string, issued: string, more: { printed?: string; revoked?: string } = {}) =>
    db.query(
      `insert into certificates (code, user_id, org_id, program_number, program_title, program_date, credits, holder_name, courses, module_ids, issued_at, printed_at, revoked_at)
       values ($1, $2, null, '510-503-26', 'CytoCampus P.A.C.E. Program', $3, 0.5, $4, $5::jsonb, $6::text[], $3, $7, $8)`,
      [
        code,
        user,
        issued,
        nameOf(user),
        json([
          { moduleId: 'm-cervix', name: 'Cervical Cytology', passedOn: 1, result: 0.9 },
          { moduleId: 'm-urine', name: 'Urine Cytology', passedOn: 2, result: 1 },
        ]),
        ['m-cervix', 'm-urine'],
        more.printed ?? null,
        more.revoked ?? null,
      ],
    );
  await certificate('AAAA-1111', 'u-ann', '2026-11-02T12:00:00Z', { printed: '2026-11-03T08:00:00Z' });
  await certificate('BBBB-2222', 'u-dan', '2026-11-20T12:00:00Z', { revoked: '2026-11-21T08:00:00Z' });
  await certificate('CCCC-3333', 'u-cat', '2026-11-04T12:00:00Z');
  await certificate('DDDD-4444', 'u-ivy', '2026-11-04T15:00:00Z');
}

/** A report as the `reports` table holds it: Slide Results of the whole site by default. */
export function reportRow(
  overrides: Partial<Omit<ReportTableRow, 'options' | 'filters'>> & {
    options?: Partial<ReportTableRow['options']>;
    filters?: Partial<ReportTableRow['filters']>;
  } = {},
): ReportTableRow {
  const { options, filters, ...rest } = overrides;
  return {
    id: 'report-1',
    owner_id: 'u-cat',
    org_id: null,
    name: 'A report',
    description: '',
    tags: [],
    report_type: 'Slide Results',
    kind: 'Slide Test',
    target: { groupId: null, orgId: null },
    filter_orgs: [],
    status: 'GENERATING',
    attempts: 1,
    error: null,
    file_id: null,
    row_count: null,
    chart: null,
    created: ASKED_AT,
    started: ASKED_AT,
    finished: null,
    deleted: false,
    version: 1,
    ...rest,
    options: { verbose: false, anonymous: false, userScore: false, ...options },
    filters: { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null, ...filters },
  };
}

export type Cells = (string | number | null)[];

export interface Generated {
  rows: number;
  chart: ReportChart;
  /** Header and rows of the .xlsx's one sheet (empty cells as null) and of the CSV, and both files' whole text. */
  xlsx: Cells[];
  csv: string[][];
  sheetName: string;
  csvText: string;
  xlsxText: string;
  progress: { progress: number; rows: number }[];
  files: string[];
}

/** RFC 4180, as a spreadsheet reads it: quoted fields with doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

/** The text of every part of an .xlsx (a zip, read through its central directory), for looking for strings anywhere in it. */
async function xlsxText(path: string): Promise<string> {
  const zip = await readFile(path);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const parts: string[] = [];
  let entry = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const [method, size, nameLength] = [zip.readUInt16LE(entry + 10), zip.readUInt32LE(entry + 20), zip.readUInt16LE(entry + 28)];
    const local = zip.readUInt32LE(entry + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    parts.push((method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  return parts.join('\n');
}

/** Generates the report's files in a throwaway folder and reads them back. */
export async function generate(sql: SqlExecutor, report: ReportTableRow): Promise<Generated> {
  const dataDir = await mkdtemp(join(tmpdir(), 'report-gen-'));
  try {
    const files = new ReportFiles({ dataDir } as Config);
    const progress: Generated['progress'] = [];
    const generated = await writeReportFiles({ sql, report, files, onProgress: (p, rows) => progress.push({ progress: p, rows }) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(files.pathOf(generated.fileId, 'xlsx'));
    const sheet = workbook.worksheets[0]!;
    const xlsx: Cells[] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      xlsx.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i] ?? null) as string | number | null));
    });
    const csvText = await readFile(files.pathOf(generated.fileId, 'csv'), 'utf8');
    return {
      rows: generated.rows,
      chart: generated.chart,
      xlsx,
      csv: parseCsv(csvText.replace(/^\uFEFF/, '')),
      sheetName: sheet.name,
      csvText,
      xlsxText: await xlsxText(files.pathOf(generated.fileId, 'xlsx')),
      progress,
      files: (await readdir(files.root)).sort(),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A row as its cells read in the CSV (numbers as text, empty cells as ''). */
export const asCsv = (cells: Cells): string[] => cells.map((c) => (c === null ? '' : String(c)));
