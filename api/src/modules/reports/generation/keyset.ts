import type { SqlExecutor } from '@cytocampus/event-store';
import { type SqlFilter } from '@cytocampus/projections';

/**
 * Rows read per query. exceljs does not wait for its zip to deflate what a batch added, so a batch
 * is what piles up meanwhile: at 2,000 a 100,000-row report peaked 128 MB above its start, at 500
 * 41 MB, and no slower (docs/adr/0028).
 */
export const BATCH_ROWS = 500;

/** One column of a keyset: its expression and the SQL type its value is compared as. */
export interface KeyColumn {
  expr: string;
  type: 'text' | 'timestamptz';
  /**
   * Expressions joined equal to this one (`u.id` for `s.user_id`), bounded alike: told where the
   * page starts, the planner starts the joined table's scan there too instead of from its first row.
   */
  same?: readonly string[];
}

export interface KeysetQuery {
  /** The select list (without `select`). */
  columns: string;
  /** `from` and its joins (without `from`). */
  from: string;
  filter: SqlFilter;
  /** A unique ordering of the rows; the last column must make it unique. */
  keys: readonly KeyColumn[];
  size?: number;
}

/** Keys are read back as text (a timestamp keeps its microseconds) and compared cast to their type. */
const KEY_ALIAS = (i: number) => `__key${i}`;

/** How many rows the query's filter keeps (for progress). */
export async function countRows(sql: SqlExecutor, query: Pick<KeysetQuery, 'from' | 'filter'>): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(`select count(*)::int as count from ${query.from} ${query.filter.where}`, query.filter.params);
  return rows[0]?.count ?? 0;
}

/**
 * The query's rows in batches, each read by its own query after the last key of the one before
 * (keyset paging): never the whole result in memory, no long transaction, and rows that change
 * meanwhile are read at most once.
 */
export async function* keysetPages<R extends object>(sql: SqlExecutor, query: KeysetQuery): AsyncIterable<R[]> {
  const size = query.size ?? BATCH_ROWS;
  const { keys, filter } = query;
  const order = keys.map((k) => k.expr).join(', ');
  const keyColumns = keys.map((k, i) => `(${k.expr})::text as ${KEY_ALIAS(i)}`).join(', ');
  let after: string[] | null = null;
  for (;;) {
    const params = [...filter.params];
    const next = (value: unknown) => (params.push(value), `$${params.length}`);
    const conditions = filter.where ? [filter.where.replace(/^where /, '')] : [];
    if (after) {
      const bounds = after.map((value, i) => `${next(value)}::${keys[i]!.type}`);
      conditions.push(`(${order}) > (${bounds.join(', ')})`);
      // Only the first key bounds a joined expression by itself (from below, inclusive).
      for (const same of keys[0]!.same ?? []) conditions.push(`${same} >= ${bounds[0]}`);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const text = `select ${query.columns}, ${keyColumns} from ${query.from} ${where} order by ${order} limit ${next(size)}`;
    const { rows } = await sql.query<R & Record<string, string>>(text, params);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((_, i) => last[KEY_ALIAS(i)]!);
  }
}
