/**
 * The built API killed with SIGKILL while it generates a large report, on real PostgreSQL: after a
 * restart the report is generated again and ends COMPLETE with all its rows, no temporary file is
 * left, and the report's events show one generation after the other, never two at once.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { REPORT_DEFAULT_USER_LEVEL } from '@cytocampus/contracts';
import { reportStream, type ReportRequestedData } from '@cytocampus/domain';
import { PostgresEventStore } from '@cytocampus/event-store';
import type { ReportTableRow } from '@cytocampus/projections';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { BuiltApi } from '../../../testing/built-api.js';

/** Learners × slide tests, two slides each, one row per slide (verbose): enough rows that generation takes seconds. */
const LEARNERS = 20_000;
const RECORDS = 60_000;
const ROWS = RECORDS * 2;

let db: TestDatabase;
let work: string;
let api: BuiltApi;
let store: PostgresEventStore;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reportsDir = () => join(work, 'data', 'reports');

async function report(id: string): Promise<ReportTableRow | undefined> {
  return (await db.sql.query<ReportTableRow>('select * from reports where id = $1', [id])).rows[0];
}

/** An organization of LEARNERS learners with RECORDS completed slide-test records, written straight into the read models. */
async function seedLargeOrganization(): Promise<void> {
  const at = '2026-11-01T00:00:00Z';
  await db.sql.query(`insert into organizations (id, name, created, updated) values ('org-kill', 'Kill Lab', $1, $1)`, [at]);
  const content = (id: string, itemId: string, type: string, name: string, fields: object) =>
    db.sql.query(`insert into content_items (id, item_id, type, name, fields, active, created, updated) values ($1, $2, $3, $4, $5::jsonb, true, $6, $6)`, [
      id,
      itemId,
      type,
      name,
      JSON.stringify({ name, ...fields }),
      at,
    ]);
  await content('kill-module-r1', 'kill-module', 'module', 'Kill Course', { items: [{ type: 'test', itemId: 'kill-test' }] });
  await content('kill-test-r1', 'kill-test', 'test', 'Kill Test', { slides: ['kill-s1', 'kill-s2'] });
  await content('kill-s1-r1', 'kill-s1', 'slide', 'Kill Slide 1', { solution: { type: 'gyn', result: 'NILM' } });
  await content('kill-s2-r1', 'kill-s2', 'slide', 'Kill Slide 2', { solution: { type: 'gyn', result: 'HSIL' } });
  await db.sql.query(
    `insert into users (id, email, role, org_id, first_name, last_name, created, updated)
     select 'kill-user-' || lpad(i::text, 6, '0'), 'kill' || i || '@lab.test', 'cytotechnologist', 'org-kill', 'First' || i, 'Last' || i, $1, $1
       from generate_series(1, ${LEARNERS}) i`,
    [at],
  );
  await db.sql.query(
    `insert into stats_records (id, user_id, module_id, item_id, revision_id, item_type, graded, page_count, completed_pages, progress, score, result,
                                start_time, submitted_on, last_update, pages)
     select 'kill-record-' || lpad(i::text, 6, '0'), 'kill-user-' || lpad((i % ${LEARNERS} + 1)::text, 6, '0'), 'kill-module', 'kill-test-' || (i / ${LEARNERS}),
            'kill-test-r1', 'test', true, 2, 2, 1, 0.5, 0.5, $1, $1, $1,
            '[{"startTime": 1, "submitTime": 2, "score": 1}, {"startTime": 3, "submitTime": 4, "score": -1}]'::jsonb
       from generate_series(1, ${RECORDS}) i`,
    [at],
  );
  await db.sql.query('analyze');
}

function requested(reportId: string): ReportRequestedData {
  return {
    reportId,
    ownerId: 'kill-user-000001',
    orgId: 'org-kill',
    name: 'Everything',
    description: '',
    tags: [],
    reportType: 'Slide Results',
    kind: 'Slide Test',
    target: { groupId: null, orgId: 'org-kill' },
    options: { verbose: true, anonymous: false, userScore: true },
    filters: { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null },
    filterOrgs: [],
    at: Date.now(),
  };
}

async function csvLines(path: string): Promise<number> {
  let lines = 0;
  for await (const _line of createInterface({ input: createReadStream(path) })) lines++;
  return lines;
}

/** Rows of the .xlsx's sheet, read with exceljs' streaming reader. */
async function xlsxRows(path: string): Promise<{ rows: number; second: unknown[] }> {
  let rows = 0;
  let second: unknown[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, {})) {
    for await (const row of sheet) {
      rows++;
      if (rows === 2) second = (row.values as unknown[]).slice(1);
    }
  }
  return { rows, second };
}

beforeAll(async () => {
  db = await createTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'report-kill-'));
  api = new BuiltApi(await freePort(), { DATA_DIR: join(work, 'data'), DATABASE_URL: db.url, RUN_PROJECTIONS: '1' });
  // Started first, so the read-model tables and the event store exist.
  await api.start(60_000);
  store = new PostgresEventStore(db.sql, { pollIntervalMs: 50 });
  await seedLargeOrganization();
}, 180_000);

afterAll(async () => {
  await api?.killHard();
  await store?.close();
  await db?.drop();
  await rm(work, { recursive: true, force: true });
});

describe('report generation killed with SIGKILL', () => {
  it('starts again after a restart and completes with every row, leaving no temporary file', async () => {
    const id = randomUUID();
    await store.appendToStream(
      reportStream(id),
      [
        {
          id: randomUUID(),
          type: 'ReportRequested',
          data: requested(id),
          metadata: { occurredAt: new Date().toISOString(), actorId: 'kill-user-000001', orgId: 'org-kill', correlationId: randomUUID(), causationId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    // Killed while GENERATING, with the files half written.
    const deadline = Date.now() + 60_000;
    let partials: string[] = [];
    while (partials.length < 2) {
      const row = await report(id);
      if (row?.status === 'COMPLETE' || row?.status === 'ERROR') throw new Error(`the report reached ${row.status} before it could be killed: seed more rows`);
      partials = (await readdir(reportsDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.partial'));
      if (Date.now() > deadline) throw new Error('the report was never generated');
      await sleep(20);
    }
    await sleep(300);
    expect((await report(id))!.status).toBe('GENERATING');
    await api.killHard();
    expect((await readdir(reportsDir())).filter((name) => name.endsWith('.partial'))).toHaveLength(2);

    await api.start(60_000);
    let row = await report(id);
    const end = Date.now() + 180_000;
    while (row!.status !== 'COMPLETE' && row!.status !== 'ERROR' && Date.now() < end) {
      await sleep(200);
      row = await report(id);
    }
    expect(row).toMatchObject({ status: 'COMPLETE', attempts: 2, error: null, row_count: ROWS });
    const fileId = row!.file_id!;
    // The killed attempt's temporary files are gone; only the finished pair remains.
    expect((await readdir(reportsDir())).sort()).toEqual([`${fileId}.csv`, `${fileId}.xlsx`]);
    expect(await csvLines(join(reportsDir(), `${fileId}.csv`))).toBe(ROWS + 1);
    const xlsx = await xlsxRows(join(reportsDir(), `${fileId}.xlsx`));
    expect(xlsx.rows).toBe(ROWS + 1);
    expect(xlsx.second).toEqual([
      'First1 Last1',
      'kill1@lab.test',
      'Kill Lab',
      undefined,
      'Kill Course',
      'Kill Test',
      'Kill Slide 1',
      '1970-01-01 00:00',
      '1970-01-01 00:00',
      'Complete',
      50,
      'NILM',
      // No learner diagnosis in the read model: empty cells.
      undefined,
      undefined,
      'Correct',
    ]);

    // One generation after the other: attempt 1 (killed), attempt 2, its end, and nothing else.
    const events: { type: string; attempt?: number }[] = [];
    for await (const e of store.readStream(reportStream(id))) events.push({ type: e.type, attempt: (e.data as { attempt?: number }).attempt });
    expect(events).toEqual([
      { type: 'ReportRequested', attempt: undefined },
      { type: 'ReportGenerationStarted', attempt: 1 },
      { type: 'ReportGenerationStarted', attempt: 2 },
      { type: 'ReportGenerated', attempt: undefined },
    ]);
  }, 400_000);
});
