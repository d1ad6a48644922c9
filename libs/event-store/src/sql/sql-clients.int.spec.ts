import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDatabase, dropDatabase } from './admin.js';
import { createPgClient } from './pg-client.js';
import { createMemoryPgliteClient } from './pglite-client.js';
import type { SqlClient } from './types.js';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One value of each type we pin, and a few we do not, as both drivers must return them. */
const VALUES_SQL = `select
  9007199254740993::int8 as int8, array[1, 9007199254740993]::int8[] as int8s,
  12345678901234567890.123456789::numeric as numeric, array[1.5, 2]::numeric[] as numerics,
  '42'::xid8 as xid8, 7::int4 as int4, 1.5::float8 as float8, true as bool, 'text'::text as text,
  '2026-11-22 10:00:00.123+00'::timestamptz as timestamptz,
  array['2026-11-22 10:00:00+00']::timestamptz[] as timestamptzs,
  '2026-11-22 10:00:00'::timestamp as timestamp, '2026-11-22'::date as date,
  '{"a":[1,"x",null]}'::json as json, '{"b":{"c":true}}'::jsonb as jsonb, array['{"d":1}']::jsonb[] as jsonbs,
  '\\x0102'::bytea as bytea, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as uuid,
  array['a', null, 'b"c']::text[] as texts, null::int8 as nothing`;

async function valuesFrom(sql: SqlClient): Promise<Record<string, unknown>> {
  const { rows } = await sql.query<Record<string, unknown>>(VALUES_SQL);
  const row = { ...rows[0] };
  // Buffer (pg) and Uint8Array views compare by content.
  row.bytea = [...(row.bytea as Uint8Array)];
  return row;
}

describe('SqlClient on node-postgres and on PGlite', () => {
  let pg: SqlClient;
  let pglite: SqlClient;
  const database = `test_sql_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    [pg, pglite] = await Promise.all([createPgClient(await createDatabase(ADMIN_URL, database)), createMemoryPgliteClient()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([pg?.close(), pglite?.close()]);
    await dropDatabase(ADMIN_URL, database);
  });

  it('map every value the same way: int8 and numeric as strings, timestamptz as Date, json parsed', async () => {
    const [fromPg, fromPglite] = await Promise.all([valuesFrom(pg), valuesFrom(pglite)]);
    expect(fromPglite).toEqual(fromPg);
    expect(fromPg).toMatchObject({
      int8: '9007199254740993',
      int8s: ['1', '9007199254740993'],
      numeric: '12345678901234567890.123456789',
      numerics: ['1.5', '2'],
      xid8: '42',
      timestamptz: new Date('2026-11-22T10:00:00.123Z'),
      json: { a: [1, 'x', null] },
      jsonb: { b: { c: true } },
      jsonbs: [{ d: 1 }],
      bytea: [1, 2],
      texts: ['a', null, 'b"c'],
      nothing: null,
    });
  });

  it.each(['pg', 'pglite'] as const)('%s: parameters, row counts, several statements, transactions', async (kind) => {
    const sql = kind === 'pg' ? pg : pglite;
    const table = `t_${kind}`;
    await sql.query(`create table ${table} (id int8 primary key, tags text[], doc jsonb); create index on ${table} (id)`);
    const inserted = await sql.query(`insert into ${table} values ($1, $2, $3), ($4, $5, $6) returning id`, [
      1n,
      ['x', 'y'],
      JSON.stringify({ k: 1 }),
      '2',
      [],
      JSON.stringify([1]),
    ]);
    expect(inserted).toEqual({ rows: [{ id: '1' }, { id: '2' }], rowCount: 2 });
    expect((await sql.query(`update ${table} set tags = $1 where id > $2`, [['z'], 0])).rowCount).toBe(2);
    expect((await sql.query(`select * from ${table} where id = $1`, ['3'])).rowCount).toBe(0);

    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`insert into ${table} values (3, '{}', 'null')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const committed = await sql.transaction(async (tx) => {
      await tx.query(`insert into ${table} values (4, '{}', 'null')`);
      return (await tx.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n;
    });
    expect(committed).toBe('3');
    const { rows } = await sql.query<{ id: string; tags: string[]; doc: unknown }>(`select * from ${table} order by id`);
    expect(rows).toEqual([
      { id: '1', tags: ['z'], doc: { k: 1 } },
      { id: '2', tags: ['z'], doc: [1] },
      { id: '4', tags: [], doc: null },
    ]);
  });

  it.each(['pg', 'pglite'] as const)('%s: a named statement is prepared once per connection and reused (pg); PGlite ignores the name', async (kind) => {
    const sql = kind === 'pg' ? pg : pglite;
    await sql.withSession(async (session) => {
      for (const n of [1, 2, 3]) {
        expect((await session.query<{ n: number }>('select $1::int + 1 as n', [n], { name: 'test_named' })).rows).toEqual([{ n: n + 1 }]);
      }
      const { rows } = await session.query<{ name: string }>('select name from pg_prepared_statements');
      expect(rows.map((r) => r.name)).toEqual(kind === 'pg' ? ['test_named'] : []);
    });
  });

  it('pg: sessions held open (leaders) leave the whole pool to the queries', async () => {
    const small = await createPgClient(`${ADMIN_URL.slice(0, ADMIN_URL.lastIndexOf('/'))}/${database}`, { max: 2 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = [1, 2, 3].map(() => small.withSession(async (session) => (await session.query('select 1'), await released)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('the query waited for a connection'), 5000)));
    const answer = await Promise.race([small.query<{ n: number }>('select 2 as n').then(({ rows }) => `answered ${rows[0]!.n}`), timeout]);
    clearTimeout(timer);
    release();
    await Promise.all(held);
    await small.close();
    expect(answer).toBe('answered 2');
  });

  it.each(['pg', 'pglite'] as const)('%s: LISTEN hears a NOTIFY sent after commit, and nothing after unlisten', async (kind) => {
    const sql = kind === 'pg' ? pg : pglite;
    const heard: string[] = [];
    let resolveHeard!: () => void;
    const first = new Promise<void>((resolve) => (resolveHeard = resolve));
    const unlisten = await sql.listen('test_channel', (payload) => {
      heard.push(payload);
      resolveHeard();
    });
    await sql.transaction(async (tx) => {
      await tx.query(`select pg_notify('test_channel', 'in-tx')`);
    });
    await first;
    await unlisten();
    await sql.query(`select pg_notify('test_channel', 'late')`);
    await sql.query('select 1'); // a round trip after the notify
    expect(heard).toEqual(['in-tx']);
    await expect(sql.listen('Bad-Name', () => undefined)).rejects.toThrow(/Invalid channel/);
  });
});
