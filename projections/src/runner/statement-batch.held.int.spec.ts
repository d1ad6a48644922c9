import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient, SqlExecutor } from '@cytocampus/event-store';
import { createMemoryPglite, createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { StatementBatch } from './statement-batch.js';

const hostile = [
  '',
  "'",
  "''",
  "it's",
  '\\',
  '\\\\',
  "\\'",
  "a\\'; drop table via_batch; --",
  "'); drop table via_batch; --",
  '$1',
  '$$ $tag$ $',
  '/* not a comment */ -- nor this',
  "E'\\x41' \\x41 \\u0041 \\101 \\n",
  'line\nbreak\r\nand\ttab',
  '\u0001\u001f\u007f',
  '😀 é ü 中文 עברית \u2028\u2029 \u200f e\u0301',
  '\ud83d lone surrogate',
  'NULL',
  'x'.repeat(100_000),
];
const json = [
  { quote: "'", backslash: '\\', both: "\\'", newline: '\n', unicode: '😀 \u2028', escape: '\\u0041', nested: { list: [1, 'two', null, true] } },
  ['a', { b: "'" }],
  'a plain string',
  42,
  null,
];

/** [column, type, values]: each value goes into its own row, once as a parameter and once through a batch. */
const columns: [string, string, readonly unknown[]][] = [
  ['t', 'text', [...hostile, 0, -1.5, 12n, true, false, null, undefined]],
  ['j', 'jsonb', [...json.map((v) => JSON.stringify(v)), { direct: "o'bject", back: '\\' }]],
  ['js', 'json', [...json.map((v) => JSON.stringify(v)), JSON.stringify({ nul: '\u0000' }), { direct: "o'bject" }]],
  ['b', 'boolean', [true, false, 'yes', 'off', null]],
  ['i', 'int', [0, -5, 2_147_483_647, '42', null]],
  ['big', 'bigint', [9_223_372_036_854_775_807n, -9_223_372_036_854_775_808n, '-9223372036854775808', 0]],
  ['f', 'float8', [1.5, -0, 1e21, -1e-7, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER]],
  ['num', 'numeric', ['12345678901234567890.123456789', 0.1, 10n ** 30n]],
  ['tz', 'timestamptz', [new Date(Date.UTC(2026, 10, 22, 10, 0, 0, 7)), new Date(0), '2026-11-22T10:00:00.000Z', '2026-11-22 11:00:00+01']],
  ['ts', 'timestamp', [new Date(Date.UTC(2026, 10, 22, 10, 0, 0, 7)), '2026-11-22T10:00:00']],
  ['ta', 'text[]', [['a', 'b,c', '"q"', 'back\\slash', "'", null, 'NULL', '{}', ''], []]],
  [
    'ia',
    'int[]',
    [
      [1, null, 3],
      [
        [1, 2],
        [3, 4],
      ],
    ],
  ],
];

const table = (name: string) => `create table ${name} (n int primary key, ${columns.map(([column, type]) => `${column} ${type}`).join(', ')})`;

describe.each(['postgres', 'pglite'] as const)('statement batches on %s', (kind) => {
  let sql: SqlClient;
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    database = kind === 'postgres' ? await createTestDatabase({ max: 4 }) : null;
    sql = database ? database.sql : await createMemoryPglite();
  });
  afterAll(async () => {
    if (database) await database.drop();
    else await sql.close();
  });

  const inserts = (): [string, unknown[]][] =>
    columns.flatMap(([column], c) => columns[c]![2].map((value, v): [string, unknown[]] => [column, [c * 1000 + v, value]]));
  const rows = async (name: string) => (await sql.query(`select * from ${name} order by n`)).rows;

  it('stores every hostile value exactly as the driver does with it as a parameter', async () => {
    await sql.query(table('via_params'));
    await sql.query(table('via_batch'));
    await sql.transaction(async (tx) => {
      for (const [column, params] of inserts()) await tx.query(`insert into via_params (n, ${column}) values ($1, $2)`, params);
    });
    await sql.transaction(async (tx) => {
      const batch = new StatementBatch(tx);
      for (const [column, params] of inserts()) await batch.executor.query(`insert into via_batch (n, ${column}) values ($1, $2)`, params);
      await batch.flush();
    });
    const expected = await rows('via_params');
    expect(expected).toHaveLength(inserts().length);
    expect(await rows('via_batch')).toEqual(expected);
  });

  it('runs statements in order, with and without parameters', async () => {
    await sql.query('create table ordered (id text primary key, n int not null)');
    const batch = new StatementBatch(sql);
    await batch.executor.query('insert into ordered (id, n) values ($1, $2) -- a trailing comment', ['a', 1]);
    for (let n = 0; n < 10; n++) await batch.executor.query('update ordered set n = n * 2 + $2 where id = $1', ['a', n]);
    await batch.executor.query(`insert into ordered (id, n) values ('b', 0)`);
    await batch.executor.query('update ordered set n = (select n from ordered where id = $1) where id = $2', ['a', 'b']);
    await batch.executor.query('delete from ordered where id = $1', ['a']);
    await batch.flush();
    let expected = 1;
    for (let n = 0; n < 10; n++) expected = expected * 2 + n;
    expect((await sql.query('select id, n from ordered')).rows).toEqual([{ id: 'b', n: expected }]);
  });

  it('leaves no prepared statement behind, even after a script failed half-way', async () => {
    await sql.query('create table once (id text primary key)');
    const prepared = async (db: SqlExecutor) =>
      (await db.query<{ name: string }>(`select name from pg_prepared_statements where name like 'cc\\_batch\\_%' order by name`)).rows.map((r) => r.name);
    await sql.withSession(async (session) => {
      await session.query('begin');
      const failing = new StatementBatch(session);
      await failing.executor.query('insert into once (id) values ($1)', ['a']);
      await failing.executor.query('insert into once (id) values ($1)', ['a']);
      await failing.executor.query('delete from once where id = $1', ['a']);
      await expect(failing.flush()).rejects.toThrow(/duplicate key/);
      await session.query('rollback');
      // PREPARE is not transactional: the failed script's statements outlive the rollback.
      expect(await prepared(session)).toEqual(['cc_batch_0', 'cc_batch_1']);

      const next = new StatementBatch(session);
      await next.executor.query('insert into once (id) values ($1)', ['b']);
      await next.executor.query('insert into once (id) values ($1)', ['c']);
      await next.flush();
      expect(await prepared(session)).toEqual([]);
    });
    expect((await sql.query('select id from once order by id')).rows).toEqual([{ id: 'b' }, { id: 'c' }]);
  });
});
