import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createDatabase, dropDatabase } from '../sql/admin.js';
import { createPgClient } from '../sql/pg-client.js';
import type { SqlClient } from '../sql/types.js';
import type { RecordedEvent } from '../types.js';
import { PostgresEventStore } from './postgres-event-store.js';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `test_es_waker_${randomBytes(6).toString('hex')}`;
let writerSql: SqlClient;
let readerSql: SqlClient;
let writer: PostgresEventStore;
let reader: PostgresEventStore;

beforeAll(async () => {
  const url = await createDatabase(ADMIN_URL, database);
  [writerSql, readerSql] = await Promise.all([createPgClient(url, { max: 2 }), createPgClient(url, { max: 2 })]);
  writer = new PostgresEventStore(writerSql);
  // It would not look again by itself before the test times out: only a notification can wake it.
  reader = new PostgresEventStore(readerSql, { pollIntervalMs: 600_000 });
  await writer.migrate();
});
afterAll(async () => {
  await Promise.all([reader?.close(), writer?.close()]);
  await Promise.all([writerSql?.close(), readerSql?.close()]);
  await dropDatabase(ADMIN_URL, database);
});

it('wakes a subscriber of another client through NOTIFY after an append committed', async () => {
  const received = reader.subscribeToAll({ fromPosition: 'end' })[Symbol.asyncIterator]().next();
  // Wait until the reader's connection LISTENs and its first read has found nothing.
  const listening = async () => (await writerSql.query(`select 1 from pg_stat_activity where datname = $1 and query ilike 'listen%'`, [database])).rowCount > 0;
  while (!(await listening())) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 100));

  const id = randomUUID();
  const metadata = { occurredAt: '2026-11-22T10:00:00.000Z', actorId: null, orgId: null, correlationId: id, causationId: null };
  await writer.appendToStream(`woken-${randomUUID()}`, [{ id, type: 'Woken', data: {}, metadata }], { expectedRevision: 'no_stream' });
  const batch = await received;
  expect(batch.done ? [] : batch.value.map((e: RecordedEvent) => e.id)).toEqual([id]);
});
