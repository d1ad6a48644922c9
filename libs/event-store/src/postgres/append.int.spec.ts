import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDatabase, dropDatabase } from '../sql/admin.js';
import { createPgClient } from '../sql/pg-client.js';
import { createMemoryPgliteClient } from '../sql/pglite-client.js';
import type { SqlClient } from '../sql/types.js';
import type { EventData, ExpectedRevision } from '../types.js';
import { PostgresEventStore } from './postgres-event-store.js';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Everything but NUL and lone surrogates, which no PostgreSQL text holds (the type is stored as text). */
const hostile = "\u001e\u001f\u0001 \n\r\t\"quoted\" 'single' \\ \\u001e \\x1f $1 $$ 😀 é \u2028 '); drop table es_events; --";

const event = (type: string, data: unknown): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: '2026-11-22T10:00:00.000Z', actorId: hostile, orgId: null, correlationId: randomUUID(), causationId: null },
});

describe.each(['postgres', 'pglite'] as const)('appending on %s', (kind) => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  const database = `test_es_records_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    sql = kind === 'postgres' ? await createPgClient(await createDatabase(ADMIN_URL, database), { max: 4 }) : await createMemoryPgliteClient();
    store = new PostgresEventStore(sql);
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
    if (kind === 'postgres') await dropDatabase(ADMIN_URL, database);
  });

  // One expectation per way in: the statement (no_stream, exact) and the function (any, stream_exists, appendWith).
  const ways: [string, ExpectedRevision | 'with'][] = [
    ['no_stream', 'no_stream'],
    ['exact', 2n],
    ['any', 'any'],
    ['stream_exists', 'stream_exists'],
    ['appendWith', 'with'],
  ];

  it.each(ways)('stores them exactly as given, in order (%s)', async (_, way) => {
    const stream = `odd-${randomUUID()}`;
    const first = [event('First', { n: 0 }), event('First', { n: 1 }), event('First', { n: 2 })];
    if (way !== 'no_stream') await store.appendToStream(stream, first, { expectedRevision: 'no_stream' });
    const events = [event(hostile, { [hostile]: [hostile, 1.5, null, true, { nested: hostile }] }), event('Empty', null), event('', hostile)];
    const result =
      way === 'with'
        ? await sql.transaction((tx) => store.appendWith(tx, stream, events, { expectedRevision: 'stream_exists' }))
        : await store.appendToStream(stream, events, { expectedRevision: way });
    const written = way === 'no_stream' ? events : [...first, ...events];
    expect(result.nextExpectedRevision.toString()).toBe(String(written.length - 1));

    const read = [];
    for await (const e of store.readStream(stream)) read.push(e);
    expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual(written.map((e) => ({ ...e, data: e.data ?? null })));
    expect(read.map((e) => e.revision.toString())).toEqual(written.map((_e, n) => String(n)));
    expect(read.at(-1)!.position).toEqual(result.position);
    // json keeps the exact text JSON.stringify wrote.
    const { rows } = await sql.query<{ data: string; metadata: string }>(
      'select data::text as data, metadata::text as metadata from es_events where stream_id = $1 order by stream_revision',
      [stream],
    );
    expect(rows).toEqual(written.map((e) => ({ data: JSON.stringify(e.data ?? null), metadata: JSON.stringify(e.metadata) })));
  });

  it('one event: a retry returns the original result, a moved stream is a conflict, a reused id elsewhere a duplicate', async () => {
    const stream = `one-${randomUUID()}`;
    const [first, second] = [event('First', { n: 0 }), event('Second', { n: 1 })];
    const original = await store.appendToStream(stream, [first], { expectedRevision: 'no_stream' });
    const next = await store.appendToStream(stream, [second], { expectedRevision: 0n });
    expect(await store.appendToStream(stream, [first], { expectedRevision: 'no_stream' })).toEqual(original);
    expect(await store.appendToStream(stream, [second], { expectedRevision: 0n })).toEqual(next);
    await expect(store.appendToStream(stream, [event('Late', {})], { expectedRevision: 0n })).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      actual: 1n,
    });
    await expect(store.appendToStream(stream, [event('Early', {})], { expectedRevision: 5n })).rejects.toMatchObject({ actual: 1n });
    await expect(store.appendToStream(stream, [event('Again', {})], { expectedRevision: -1n })).rejects.toMatchObject({ actual: 1n });
    await expect(store.appendToStream(`other-${randomUUID()}`, [first], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
      name: 'DuplicateEventIdError',
    });
  });

  it('writers racing on one stream with exact revisions and with any: every event once, revisions contiguous', async () => {
    const stream = `race-${randomUUID()}`;
    const written: string[] = [];
    const exactWriter = async () => {
      for (let n = 0; n < 10; n++) {
        const next = event('Exact', { n });
        for (;;) {
          let last: bigint | 'no_stream' = 'no_stream';
          for await (const e of store.readStream(stream, { direction: 'backwards', maxCount: 1 })) last = e.revision;
          try {
            await store.appendToStream(stream, [next], { expectedRevision: last });
            break;
          } catch (error) {
            if ((error as Error).name !== 'WrongExpectedRevisionError') throw error;
          }
        }
        written.push(next.id);
      }
    };
    const anyWriter = async () => {
      for (let n = 0; n < 10; n++) {
        const next = event('Any', { n });
        await store.appendToStream(stream, [next], { expectedRevision: 'any' });
        written.push(next.id);
      }
    };
    await Promise.all([exactWriter(), exactWriter(), exactWriter(), exactWriter(), exactWriter(), exactWriter(), anyWriter(), anyWriter()]);
    const read = [];
    for await (const e of store.readStream(stream)) read.push(e);
    expect(read.map((e) => e.revision.toString())).toEqual(read.map((_e, n) => String(n)));
    expect(read.map((e) => e.id).sort()).toEqual([...written].sort());
    expect(read).toHaveLength(80);
  });
});
