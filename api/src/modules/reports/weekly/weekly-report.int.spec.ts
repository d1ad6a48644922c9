/**
 * The weekly organization e-mail dispatcher in its Nest providers on real PostgreSQL, with the
 * projections runner and a clock the test sets: accounts are recorded as events, learners' work
 * and certificates inserted into the read models, and each pass writes .eml files to the outbox.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Preferences, Role } from '@cytocampus/contracts';
import { weeklyReportStream } from '@cytocampus/domain';
import type { EventData } from '@cytocampus/event-store';
import { ProjectionRunner, READ_MODELS } from '@cytocampus/projections';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from '../../../infra/config.js';
import { EsModule } from '../../../es/es.module.js';
import { InfraModule } from '../../../infra/infra.module.js';
import { openInfrastructure, type Infrastructure } from '../../../infra/infrastructure.js';
import { createLogger } from '../../../infra/logger.js';
import { decodeQuotedPrintable } from '../../../testing/test-server.js';
import { WEEKLY_REPORT_PROVIDERS, WeeklyReportDispatcher } from './index.js';

const PUBLIC_URL = 'https://campus.example.test';
/** Monday of ISO week 2026-W49, before the hour. */
let now = Date.parse('2026-11-30T06:30:00.000Z');
let db: TestDatabase;
let dataDir: string;
let infra: Infrastructure;
let runner: ProjectionRunner;
let moduleRef: TestingModule;
let dispatcher: WeeklyReportDispatcher;

/** Every .eml of the outbox so far, oldest first, decoded; with its recipient and subject. */
async function outbox(): Promise<{ to: string; subject: string; body: string }[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const body = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      return { to: /^To: (.*)$/m.exec(body)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(body)?.[1] ?? '', body };
    }),
  );
}
const recipients = async () => (await outbox()).map((m) => m.to);

const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date(now).toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

/** Appends to the user's stream, then waits until the users read model has it. */
async function append(userId: string, ...events: EventData[]): Promise<void> {
  const { position } = await infra.store.appendToStream(`user-${userId}`, events, { expectedRevision: 'any' });
  expect(await infra.checkpoints.waitFor(position, ['users'], 10_000)).toEqual({ kind: 'reached' });
}

const person = (id: string, role: Role, orgId: string | null, preferences: Partial<Preferences> = {}) =>
  append(
    id,
    event('UserRegistered', {
      userId: id,
      email: `${id}@lab.test`,
      passwordHash: 'x',
      role,
      orgId,
      groupId: null,
      bio: { firstName: id[0]!.toUpperCase() + id.slice(1), lastName: 'Tester', alias: `${id.toUpperCase()}77` },
      preferences,
      terms: 1,
      origin: 'admin',
    }),
  );

/** A learner's item record: last worked on at `last`, complete (submitted then) with `result` unless null. */
async function work(id: string, userId: string, last: string, result: number | null) {
  await infra.sql.query(
    `insert into stats_records (id, user_id, module_id, item_id, revision_id, item_type, graded, page_count, completed_pages, progress, score, result, start_time, submitted_on, last_update)
     values ($1, $2, 'm1', $1, $1, 'quiz', true, 1, $3, $4, $5, $5, $6, $7, $6)`,
    [id, userId, result === null ? 0 : 1, result === null ? 0.5 : 1, result, last, result === null ? null : last],
  );
}

/** Two whole passes of a dispatcher; then the events they recorded are stored. */
const passes = async (which = dispatcher) => {
  await which.nextPass();
  await which.nextPass();
};

async function streamOf(userId: string, week: string) {
  const events: { type: string; data: unknown }[] = [];
  for await (const e of infra.store.readStream(weeklyReportStream(userId, week))) events.push({ type: e.type, data: e.data });
  return events;
}

async function startDispatcher(): Promise<TestingModule> {
  const ref = await Test.createTestingModule({ imports: [InfraModule.forRoot(infra), EsModule], providers: WEEKLY_REPORT_PROVIDERS }).compile();
  await ref.init();
  return ref;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'weekly-report-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url, PUBLIC_URL, WEEKLY_REPORT_INTERVAL_MS: '150', WEB_DIST: 'none' });
  const logger = createLogger('silent');
  infra = await openInfrastructure(config, logger, { now: () => new Date(now) });
  runner = new ProjectionRunner({ sql: infra.sql, store: infra.store, projections: READ_MODELS, logger });
  await runner.start();
  for (const [id, name] of [
    ['org-w', 'Wonder <Lab> & Co'],
    ['org-x', 'Xeno Lab'],
  ])
    await infra.sql.query(`insert into organizations (id, name, created, updated) values ($1, $2, now(), now())`, [id, name]);

  await person('mia', 'manager', 'org-w');
  await person('max', 'manager', 'org-w', { orgReportEmails: false });
  await person('ada', 'admin', 'org-w', { allowEmail: false });
  await person('sam', 'super', 'org-x');
  await person('nora', 'manager', null);
  await person('dis', 'manager', 'org-w');
  await append('dis', event('UserDeactivated', {}));
  await person('lea', 'cytotechnologist', 'org-w');
  await person('leo', 'cytotechnologist', 'org-w');
  await person('lux', 'cytotechnologist', 'org-x');
  // Last week (2026-11-23 to 29): lea completed two items (80 % and 60 %), leo began one; lea's certificate.
  await work('r1', 'lea', '2026-11-24T10:00:00Z', 0.8);
  await work('r2', 'lea', '2026-11-29T23:59:00Z', 0.6);
  await work('r3', 'leo', '2026-11-25T10:00:00Z', null);
  // Not last week: before it, and this week already.
  await work('r4', 'lea', '2026-11-20T10:00:00Z', 0.1);
  await work('r5', 'leo', '2026-11-30T05:00:00Z', 0.2);
  await infra.sql.query(
    `insert into certificates (code, user_id, program_title, program_date, credits, holder_name, courses, module_ids, issued_at)
     values ('C1', 'lea', 'P', now(), 0.25, 'Lea Tester', '[]', '{}', '2026-11-26T12:00:00Z'), ('C2', 'lea', 'P', now(), 0.25, 'Lea Tester', '[]', '{}', '2026-11-20T12:00:00Z')`,
  );

  moduleRef = await startDispatcher();
  dispatcher = moduleRef.get(WeeklyReportDispatcher);
}, 60_000);

afterAll(async () => {
  await moduleRef?.close();
  await runner?.stop();
  await infra?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('weekly organization e-mail', () => {
  it('sends nothing before the hour on Monday', async () => {
    await passes();
    expect(await outbox()).toEqual([]);
  });

  it("mails each manager and above who wants it their organization's last week, once; never a learner, an account without organization or a disabled one", async () => {
    now = Date.parse('2026-11-30T07:00:00.000Z');
    await passes();
    expect((await recipients()).sort()).toEqual(['mia@lab.test', 'sam@lab.test']);
    const mia = (await outbox()).find((m) => m.to === 'mia@lab.test')!;
    expect(mia.subject).toBe('Weekly progress of Wonder <Lab> & Co');
    expect(mia.body).toContain('Hello Mia,');
    expect(mia.body).toContain('Here is how the learners of Wonder <Lab> & Co did last week, 2026-11-23 to 2026-11-29 (UTC):');
    expect(mia.body).toContain(
      ['- Learners: 2', '- Active learners: 2', '- Items completed: 2', '- Average score: 70%', '- Certificates issued: 1'].join('\n'),
    );
    expect(mia.body).toContain(`${PUBLIC_URL}/dashboard/org/progress`);
    // The HTML part escapes what it shows.
    expect(mia.body).toContain('Wonder &#60;Lab&#62; &#38; Co');
    expect(mia.body).not.toContain('<p>Here is how the learners of Wonder <Lab>');
    const sam = (await outbox()).find((m) => m.to === 'sam@lab.test')!;
    expect(sam.body).toContain(
      ['- Learners: 1', '- Active learners: 0', '- Items completed: 0', '- Average score: none', '- Certificates issued: 0'].join('\n'),
    );
  });

  it('records each decision first, once per manager and week, skips included', async () => {
    expect(await streamOf('mia', '2026-W49')).toEqual([
      {
        type: 'WeeklyReportMailed',
        data: { userId: 'mia', orgId: 'org-w', week: '2026-W49', sent: true, reason: 'sent', at: Date.parse('2026-11-30T07:00:00.000Z') },
      },
    ]);
    expect((await streamOf('max', '2026-W49')).map((e) => e.data)).toEqual([expect.objectContaining({ sent: false, reason: 'preference' })]);
    expect((await streamOf('ada', '2026-W49')).map((e) => e.data)).toEqual([expect.objectContaining({ sent: false, reason: 'no-email' })]);
    for (const id of ['lea', 'nora', 'dis']) expect(await streamOf(id, '2026-W49')).toEqual([]);
  });

  it('sends nothing more that week, neither in later passes nor from another dispatcher', async () => {
    now = Date.parse('2026-12-02T12:00:00.000Z');
    await passes();
    // A second process waits for the lock; once the first is gone it takes over and finds every e-mail of the week recorded.
    const second = await startDispatcher();
    await moduleRef.close();
    moduleRef = second;
    dispatcher = second.get(WeeklyReportDispatcher);
    await passes();
    expect((await recipients()).sort()).toEqual(['mia@lab.test', 'sam@lab.test']);
  });

  it('goes by the preferences as they are when the next week is due', async () => {
    await append('max', event('PreferencesChanged', { changes: { orgReportEmails: true } }));
    await append('mia', event('PreferencesChanged', { changes: { orgReportEmails: false } }));
    now = Date.parse('2026-12-07T09:00:00.000Z');
    await passes();
    const mails = (await outbox()).slice(2);
    expect(mails.map((m) => m.to).sort()).toEqual(['max@lab.test', 'sam@lab.test']);
    const max = mails.find((m) => m.to === 'max@lab.test')!;
    expect(max.body).toContain('last week, 2026-11-30 to 2026-12-06 (UTC)');
    expect(max.body).toContain(
      ['- Learners: 2', '- Active learners: 1', '- Items completed: 1', '- Average score: 20%', '- Certificates issued: 0'].join('\n'),
    );
    expect((await streamOf('mia', '2026-W50')).map((e) => e.data)).toEqual([expect.objectContaining({ sent: false, reason: 'preference' })]);
  });
});
