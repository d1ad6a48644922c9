/**
 * Keyset paging on PostgreSQL and PGlite: small pages read every row once, in order, whether the
 * key is text or a timestamp with microseconds, with a joined table bounded alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { SqlFilter } from '@cytocampus/projections';
import { countRows, keysetPages } from './keyset.js';
import { openReadModels } from './testing/seeded-read-models.js';

const LEARNERS = 23;

describe.each(['postgres', 'pglite'] as const)('keyset pages on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    // Creation times a microsecond apart, several the same: a key read back as a JS date would lose them.
    await sql.query(
      `insert into users (id, email, role, first_name, last_name, created, updated)
       select 'u' || lpad(i::text, 3, '0'), 'u' || i || '@lab.test', 'cytotechnologist', 'F', 'L',
              timestamptz '2026-11-22 10:00:00.000001+00' + ((i / 3) * interval '1 microsecond'), now()
         from generate_series(1, ${LEARNERS}) i`,
    );
    await sql.query(
      `insert into stats_records (id, user_id, module_id, item_id, revision_id, item_type, graded, page_count, last_update)
       select 'r' || lpad(i::text, 3, '0'), 'u' || lpad((i % ${LEARNERS} + 1)::text, 3, '0'), 'm' || (i % 2), 'q', 'q', 'quiz', true, 1, now()
         from generate_series(1, 60) i`,
    );
  }, 60_000);
  afterAll(async () => close());

  const all = async <R extends object>(pages: AsyncIterable<R[]>) => {
    const sizes: number[] = [];
    const rows: R[] = [];
    for await (const page of pages) {
      sizes.push(page.length);
      rows.push(...page);
    }
    return { sizes, rows };
  };

  it('reads rows by a timestamp and an id, four at a time, each once and in order', async () => {
    const filter = new SqlFilter().add('u.role = ?', 'cytotechnologist');
    const query = {
      columns: 'u.id',
      from: 'users u',
      filter,
      keys: [
        { expr: 'u.created', type: 'timestamptz' as const },
        { expr: 'u.id', type: 'text' as const },
      ],
      size: 4,
    };
    const { sizes, rows } = await all(keysetPages<{ id: string }>(sql, query));
    const expected = (await sql.query<{ id: string }>(`select id from users order by created, id`)).rows.map((r) => r.id);
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(expected).toHaveLength(LEARNERS);
    expect(sizes).toEqual([4, 4, 4, 4, 4, 3]);
    expect(await countRows(sql, query)).toBe(LEARNERS);
  });

  it('reads joined rows by three text keys, the joined table bounded by the first, with a filter', async () => {
    const filter = new SqlFilter().add('s.module_id = ?', 'm1');
    const query = {
      columns: 's.id, u.email',
      from: 'stats_records s join users u on u.id = s.user_id',
      filter,
      keys: [
        { expr: 's.user_id', type: 'text' as const, same: ['u.id'] },
        { expr: 's.module_id', type: 'text' as const },
        { expr: 's.id', type: 'text' as const },
      ],
      size: 7,
    };
    const { rows } = await all(keysetPages<{ id: string; email: string }>(sql, query));
    const expected = (await sql.query<{ id: string }>(`select id from stats_records where module_id = 'm1' order by user_id, module_id, id`)).rows.map(
      (r) => r.id,
    );
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(expected).toHaveLength(30);
    expect(new Set(rows.map((r) => r.id)).size).toBe(30);
  });

  it('reads nothing from an empty result, and a last page that is exactly full ends there', async () => {
    expect(
      (await all(keysetPages(sql, { columns: 'u.id', from: 'users u', filter: new SqlFilter().add('false'), keys: [{ expr: 'u.id', type: 'text' }] }))).sizes,
    ).toEqual([]);
    const { sizes } = await all(
      keysetPages(sql, { columns: 's.id', from: 'stats_records s', filter: new SqlFilter(), keys: [{ expr: 's.id', type: 'text' }], size: 20 }),
    );
    expect(sizes).toEqual([20, 20, 20]);
  });
});
