/**
 * The community mail dispatcher in its Nest module on real PostgreSQL, with the projections runner
 * and a clock the test sets: events go into the store as the API appends them, the community read
 * model queues the mails, and each pass writes .eml files to the outbox or records the skips.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Preferences, ThreadKind } from '@cytocampus/contracts';
import type { EventData } from '@cytocampus/event-store';
import { ProjectionRunner, READ_MODELS } from '@cytocampus/projections';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from '../../../infra/config.js';
import { InfraModule } from '../../../infra/infra.module.js';
import { openInfrastructure, type Infrastructure } from '../../../infra/infrastructure.js';
import { createLogger } from '../../../infra/logger.js';
import { CommunityMailDispatcher } from './community-mail-dispatcher.js';
import { COMMUNITY_MAIL } from './community-mail-texts.js';
import { CommunityMailModule } from './community-mail.module.js';
import { newestEvent } from '../../../testing/newest-event.js';

const PUBLIC_URL = 'https://campus.example.test';
let now = Date.parse('2026-11-22T06:00:00.000Z');
let db: TestDatabase;
let dataDir: string;
let infra: Infrastructure;
let runner: ProjectionRunner;
let moduleRef: TestingModule;
let dispatcher: CommunityMailDispatcher;

/** Undoes quoted-printable (soft line breaks, =XX bytes) as a mail client shows the text. */
const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

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

const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date(now).toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

/** Appends, then waits until the community read model has it. */
async function append(stream: string, ...events: EventData[]): Promise<void> {
  const { position } = await infra.store.appendToStream(stream, events, { expectedRevision: 'any' });
  const outcome = await infra.checkpoints.waitFor(position, ['community', 'users'], 10_000);
  expect(outcome).toEqual({ kind: 'reached' });
}

const person = (id: string, orgId: string | null, preferences: Partial<Preferences>, bio: object = {}) =>
  append(
    `user-${id}`,
    event('UserRegistered', {
      userId: id,
      email: `${id}@lab.test`,
      passwordHash: 'x',
      role: 'cytotechnologist',
      orgId,
      groupId: null,
      bio: { firstName: id[0]!.toUpperCase() + id.slice(1), lastName: 'Tester', alias: `${id.toUpperCase()}77`, ...bio },
      preferences,
      terms: 1,
      origin: 'admin',
    }),
  );

async function startThread(threadId: string, kind: ThreadKind, by: string, options: { ref?: string; userIds?: string[]; title: string; message: string }) {
  await append(
    `thread-${threadId}`,
    event('ThreadStarted', { threadId, kind, ref: options.ref ?? null, userIds: options.userIds ?? null, title: options.title, createdBy: by, startedAt: now }),
  );
  await post(`${threadId}-1`, threadId, by, options.message);
}

const post = (messageId: string, threadId: string, userId: string, message: string) =>
  append(`message-${messageId}`, event('MessagePosted', { messageId, threadId, userId, message, attachments: [], ts: now }));

const pendingOf = async (userId: string) =>
  (await infra.sql.query<{ message_id: string }>(`select message_id from community_mail_pending where user_id = $1 order by message_id`, [userId])).rows.map(
    (r) => r.message_id,
  );
const streamTypes = async (stream: string) => {
  const types: string[] = [];
  for await (const e of infra.store.readStream(stream)) types.push(e.type);
  return types;
};
/** Two whole passes after the read model has everything appended so far; then the read model has what they recorded. */
const passes = async (which = dispatcher) => {
  await which.nextPass();
  await which.nextPass();
  const head = await newestEvent(infra.sql);
  if (head) expect(await infra.checkpoints.waitFor(head, ['community'], 10_000)).toEqual({ kind: 'reached' });
};

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'community-mail-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url, PUBLIC_URL, COMMUNITY_MAIL_INTERVAL_MS: '150', WEB_DIST: 'none' });
  const logger = createLogger('warn');
  infra = await openInfrastructure(config, logger, { now: () => new Date(now) });
  runner = new ProjectionRunner({ sql: infra.sql, store: infra.store, projections: READ_MODELS, logger });
  await runner.start();
  moduleRef = await Test.createTestingModule({ imports: [InfraModule.forRoot(infra), CommunityMailModule] }).compile();
  await moduleRef.init();
  dispatcher = moduleRef.get(CommunityMailDispatcher);

  await person('sam', 'org1', {}, { alias: 'SAM77' });
  await person('ina', 'org1', { updateEmail: 'instant' });
  await person('oli', 'org1', { updateEmail: 'instant', organizationEmail: false });
  await person('ola', 'org1', { updateEmail: 'instant', allowEmail: false });
  await person('dan', 'org1', { updateEmail: 'daily' });
  await person('eve', 'org2', { updateEmail: 'instant' });
  await person('pat', null, { updateEmail: 'instant' }, { alias: 'PAT77' });
}, 60_000);

afterAll(async () => {
  await moduleRef?.close();
  await runner?.stop();
  await infra?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('community mail dispatcher', () => {
  it('mails a conversation message at once to a member who wants that, with the preview and the link, and records it', async () => {
    await startThread('c1', 'conversation', 'sam', {
      userIds: ['sam', 'ina', 'ola'],
      title: 'Conversation',
      message: '<p>Look at <b>this</b> &amp; <i>that</i> smear</p><p>Second &lt;line&gt;</p>',
    });
    expect(await pendingOf('ina')).toEqual(['c1-1']);
    await passes();
    const mails = (await outbox()).filter((m) => m.to === 'ina@lab.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(COMMUNITY_MAIL.instantSubject);
    expect(mail!.subject).toBe('New messages on CytoCampus');
    expect(mail!.body).toContain('Look at this & that smear Second <line>');
    expect(mail!.body).toContain(`${PUBLIC_URL}/dashboard/community/messages/c1`);
    // The sender as a learner may see another learner: the alias, not the name.
    expect(mail!.body).toContain('SAM77');
    expect(mail!.body).not.toContain('Sam Tester');
    // The HTML part escapes the text it shows.
    expect(mail!.body).toContain('Look at this &#38; that smear Second &#60;line&#62;');
    expect(await pendingOf('ina')).toEqual([]);
    expect(await streamTypes('mailbox-ina')).toEqual(['CommunityMailSent']);
  });

  it('sends nothing to a member whose preferences say no e-mail, and records the skip', async () => {
    expect((await outbox()).filter((m) => m.to === 'ola@lab.test')).toEqual([]);
    expect(await pendingOf('ola')).toEqual([]);
    expect(await streamTypes('mailbox-ola')).toEqual(['CommunityMailSkipped']);
  });

  it('mails a new organization thread to the members who want organization e-mail, and to nobody outside', async () => {
    await startThread('o1', 'organization', 'sam', { ref: 'org1', title: 'Staining protocol', message: '<p>New protocol from Monday.</p>' });
    expect(await pendingOf('oli')).toEqual(['o1-1']);
    expect(await pendingOf('eve')).toEqual([]);
    await passes();
    const mails = await outbox();
    const ina = mails.filter((m) => m.to === 'ina@lab.test').at(-1)!;
    expect(ina.body).toContain('Staining protocol');
    expect(ina.body).toContain('New protocol from Monday.');
    expect(ina.body).toContain(`${PUBLIC_URL}/dashboard/community/messages/o1`);
    expect(mails.filter((m) => ['oli@lab.test', 'eve@lab.test', 'sam@lab.test'].includes(m.to))).toEqual([]);
    expect(await pendingOf('oli')).toEqual([]);
    expect(await streamTypes('mailbox-oli')).toEqual(['CommunityMailSkipped']);
    // The daily reader waits for the summary.
    expect(await pendingOf('dan')).toEqual(['o1-1']);
  });

  it('never mails about a thread to whom may not read it', async () => {
    // Pat may not chat: still a member of the conversation, but told nothing of it by e-mail.
    await append('user-pat', event('UserPermissionsChanged', { permissions: { chat: false } }));
    await startThread('c2', 'conversation', 'sam', { userIds: ['sam', 'pat'], title: 'Conversation', message: '<p>Hi Pat</p>' });
    await passes();
    expect((await outbox()).filter((m) => m.to === 'pat@lab.test')).toEqual([]);
    expect(await streamTypes('mailbox-pat')).toEqual(['CommunityMailSkipped']);
  });

  it('sends the daily summary once a day from the summary hour, with every message waiting, grouped by thread', async () => {
    await startThread('c3', 'conversation', 'ina', { userIds: ['ina', 'dan'], title: 'Conversation', message: '<p>Dan, the slides are in.</p>' });
    now = Date.parse('2026-11-22T06:59:59.000Z');
    await passes();
    expect((await outbox()).filter((m) => m.to === 'dan@lab.test')).toEqual([]);
    expect(await pendingOf('dan')).toEqual(['c3-1', 'o1-1']);

    now = Date.parse('2026-11-22T07:00:00.000Z');
    await passes();
    let summaries = (await outbox()).filter((m) => m.to === 'dan@lab.test');
    expect(summaries.map((m) => m.subject)).toEqual(['Your CytoCampus daily summary']);
    expect(summaries[0]!.body).toContain('Staining protocol');
    expect(summaries[0]!.body).toContain('New protocol from Monday.');
    expect(summaries[0]!.body).toContain('Dan, the slides are in.');
    expect(summaries[0]!.body).toContain(`${PUBLIC_URL}/dashboard/community/messages/c3`);
    expect(await pendingOf('dan')).toEqual([]);
    expect(await streamTypes('digest-dan-2026-11-22')).toEqual(['DailySummarySent']);

    // Later that day: a new message waits for tomorrow's summary.
    now = Date.parse('2026-11-22T15:00:00.000Z');
    await post('c3-2', 'c3', 'ina', '<p>One more thing.</p>');
    await passes();
    expect((await outbox()).filter((m) => m.to === 'dan@lab.test')).toHaveLength(1);
    expect(await pendingOf('dan')).toEqual(['c3-2']);

    // Tomorrow, before the hour nothing; from the hour the next summary.
    now = Date.parse('2026-11-23T03:00:00.000Z');
    await passes();
    expect((await outbox()).filter((m) => m.to === 'dan@lab.test')).toHaveLength(1);
    now = Date.parse('2026-11-23T07:30:00.000Z');
    await passes();
    summaries = (await outbox()).filter((m) => m.to === 'dan@lab.test');
    expect(summaries).toHaveLength(2);
    expect(summaries[1]!.body).toContain('One more thing.');
    expect(summaries[1]!.body).not.toContain('Staining protocol');
    expect(await streamTypes('digest-dan-2026-11-23')).toEqual(['DailySummarySent']);
  });

  it('does not send a summary twice in a day, even from a dispatcher that does not know it went out', async () => {
    await post('c3-3', 'c3', 'ina', '<p>And another.</p>');
    // A second process (or a restart) finds the day's digest stream taken: nothing goes out.
    const second = await Test.createTestingModule({ imports: [InfraModule.forRoot(infra), CommunityMailModule] }).compile();
    await moduleRef.close();
    await second.init();
    const other = second.get(CommunityMailDispatcher);
    try {
      await passes(other);
      expect((await outbox()).filter((m) => m.to === 'dan@lab.test')).toHaveLength(2);
      expect(await pendingOf('dan')).toEqual(['c3-3']);
      expect(await streamTypes('digest-dan-2026-11-23')).toEqual(['DailySummarySent']);
    } finally {
      moduleRef = second;
    }
  });
});
