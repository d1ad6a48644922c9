/**
 * The report generator in a Nest module on real PostgreSQL with the projections runner: a report
 * asked for (its events appended as the API appends them) is generated from the read models into
 * its two files and recorded COMPLETE with its rows and chart, its progress told; one interrupted
 * too often fails, so does one that cannot be generated; a restart sweeps away files no report
 * refers to.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { REPORT_TEXT } from '@cytocampus/contracts';
import { reportStream, type ReportRequestedData } from '@cytocampus/domain';
import type { EventData } from '@cytocampus/event-store';
import { ProjectionRunner, READ_MODELS, type ReportTableRow } from '@cytocampus/projections';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from '../../../infra/config.js';
import { EsModule } from '../../../es/es.module.js';
import { InfraModule } from '../../../infra/infra.module.js';
import { openInfrastructure, type Infrastructure } from '../../../infra/infrastructure.js';
import { createLogger } from '../../../infra/logger.js';
import { Broadcaster } from '../../../realtime/broadcaster.js';
import { ReportNotices } from '../live/report-notices.js';
import { ReportFiles } from './report-files.js';
import { ReportGenerator } from './report-generator.js';
import { seedReadModels } from './testing/seeded-read-models.js';

let db: TestDatabase;
let dataDir: string;
let infra: Infrastructure;
let runner: ProjectionRunner;
let moduleRef: TestingModule | null = null;
let progress: jest.SpiedFunction<ReportNotices['progress']>;
let finished: jest.SpiedFunction<ReportNotices['finished']>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reportsDir = () => join(dataDir, 'reports');

/** The generator in a module of its own (started: it takes the lead and sweeps). */
async function startGenerator(): Promise<ReportGenerator> {
  moduleRef = await Test.createTestingModule({
    imports: [InfraModule.forRoot(infra), EsModule],
    providers: [Broadcaster, ReportNotices, ReportFiles, ReportGenerator],
  }).compile();
  const notices = moduleRef.get(ReportNotices);
  progress = jest.spyOn(notices, 'progress');
  finished = jest.spyOn(notices, 'finished');
  await moduleRef.init();
  return moduleRef.get(ReportGenerator);
}

async function stopGenerator(): Promise<void> {
  await moduleRef?.close();
  moduleRef = null;
}

const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

function requested(reportId: string, changes: Partial<ReportRequestedData> = {}): EventData {
  const data: ReportRequestedData = {
    reportId,
    ownerId: 'u-cat',
    orgId: 'org-a',
    name: 'Alpha tests',
    description: '',
    tags: [],
    reportType: 'Slide Results',
    kind: 'Slide Test',
    target: { groupId: null, orgId: 'org-a' },
    options: { verbose: false, anonymous: false, userScore: true },
    filters: { internalUsers: false, userLevel: 3, startDate: null, endDate: null },
    filterOrgs: [],
    at: Date.now(),
    ...changes,
  };
  return event('ReportRequested', data);
}

/** Appends to the report's stream, then waits until the reports read model has it. */
async function append(reportId: string, ...events: EventData[]): Promise<void> {
  const { position } = await infra.store.appendToStream(reportStream(reportId), events, { expectedRevision: 'any' });
  expect(await infra.checkpoints.waitFor(position, ['reports'], 10_000)).toEqual({ kind: 'reached' });
}

async function reportRow(id: string): Promise<ReportTableRow> {
  return (await infra.sql.query<ReportTableRow>('select * from reports where id = $1', [id])).rows[0]!;
}

/** Waits until the report is COMPLETE or ERROR. */
async function ended(id: string): Promise<ReportTableRow> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await reportRow(id);
    if (row.status === 'COMPLETE' || row.status === 'ERROR') return row;
    if (Date.now() > deadline) throw new Error(`report ${id} is still ${row.status}`);
    await sleep(50);
  }
}

async function streamOf(id: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const events = [];
  for await (const e of infra.store.readStream(reportStream(id))) events.push({ type: e.type, data: e.data as Record<string, unknown> });
  return events;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'report-generator-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url, WEB_DIST: 'none' });
  const logger = createLogger('silent');
  infra = await openInfrastructure(config, logger);
  runner = new ProjectionRunner({ sql: infra.sql, store: infra.store, projections: READ_MODELS, logger });
  await runner.start();
  await seedReadModels(infra.sql);
}, 60_000);

afterAll(async () => {
  await stopGenerator();
  await runner?.stop();
  await infra?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('report generator', () => {
  it('generates a queued report into its files, records it COMPLETE with its rows and chart, and tells its progress', async () => {
    const generator = await startGenerator();
    await append('r-ok', requested('r-ok'));
    generator.nudge();
    const row = await ended('r-ok');
    expect(row).toMatchObject({ status: 'COMPLETE', attempts: 1, error: null, row_count: 3 });
    expect(row.chart!.bars.map((b) => b.value)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect((await readdir(reportsDir())).sort()).toEqual([`${row.file_id}.csv`, `${row.file_id}.xlsx`]);
    expect((await streamOf('r-ok')).map((e) => [e.type, e.data.attempt ?? null])).toEqual([
      ['ReportRequested', null],
      ['ReportGenerationStarted', 1],
      ['ReportGenerated', null],
    ]);
    expect(progress).toHaveBeenLastCalledWith({ id: 'r-ok', orgId: 'org-a' }, 1, 3);
    expect(finished).toHaveBeenCalledWith('r-ok');
  });

  it('fails a report whose generation was interrupted three times instead of starting it a fourth', async () => {
    await append(
      'r-killed',
      requested('r-killed'),
      ...[1, 2, 3].map((attempt) => event('ReportGenerationStarted', { reportId: 'r-killed', attempt, at: Date.now() })),
    );
    const row = await ended('r-killed');
    expect(row).toMatchObject({ status: 'ERROR', error: REPORT_TEXT.interrupted, attempts: 3, file_id: null });
    expect((await streamOf('r-killed')).map((e) => e.type)).toEqual([
      'ReportRequested',
      'ReportGenerationStarted',
      'ReportGenerationStarted',
      'ReportGenerationStarted',
      'ReportGenerationFailed',
    ]);
  });

  it('fails a report it cannot generate, saying so in general terms, and leaves no file of it', async () => {
    const before = await readdir(reportsDir());
    await append('r-bad', requested('r-bad', { reportType: 'Nonsense' as ReportRequestedData['reportType'] }));
    const row = await ended('r-bad');
    expect(row).toMatchObject({ status: 'ERROR', error: REPORT_TEXT.failed, attempts: 1, file_id: null });
    expect(await readdir(reportsDir())).toEqual(before);
    // The generator goes on with the next one.
    await append('r-next', requested('r-next', { reportType: 'P.A.C.E. Certificates', kind: null }));
    expect(await ended('r-next')).toMatchObject({ status: 'COMPLETE', row_count: 2 });
  });

  it('never generates a report deleted while it waited', async () => {
    await stopGenerator();
    await append('r-gone', requested('r-gone'), event('ReportDeleted', { reportId: 'r-gone', by: 'u-cat', at: Date.now() }));
    const generator = await startGenerator();
    await append('r-after', requested('r-after'));
    generator.nudge();
    await ended('r-after');
    expect((await streamOf('r-gone')).map((e) => e.type)).toEqual(['ReportRequested', 'ReportDeleted']);
  });

  it('sweeps, when it takes the lead, the files no report refers to: temporary ones, unrecorded ones, those of deleted reports', async () => {
    await stopGenerator();
    const kept = (await reportRow('r-ok')).file_id!;
    await append('r-ok', event('ReportDeleted', { reportId: 'r-ok', by: 'u-cat', at: Date.now() }));
    const live = (await reportRow('r-next')).file_id!;
    const stray = randomUUID();
    await mkdir(reportsDir(), { recursive: true });
    await writeFile(join(reportsDir(), `${stray}.xlsx.partial`), 'half');
    await writeFile(join(reportsDir(), `${stray}.csv`), 'whole but never recorded');
    await writeFile(join(reportsDir(), 'notes.txt'), 'not a report file');
    await startGenerator();
    const deadline = Date.now() + 10_000;
    const expected = [
      `${live}.csv`,
      `${live}.xlsx`,
      `${(await reportRow('r-after')).file_id}.csv`,
      `${(await reportRow('r-after')).file_id}.xlsx`,
      'notes.txt',
    ].sort();
    while ((await readdir(reportsDir())).length !== expected.length && Date.now() < deadline) await sleep(50);
    expect((await readdir(reportsDir())).sort()).toEqual(expected);
    expect(expected.some((name) => name.startsWith(kept))).toBe(false);
  });
});
