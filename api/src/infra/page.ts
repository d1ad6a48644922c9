import type { NameEntry, Page } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { ListQueryValues } from '@cytocampus/schema';
import type { SqlFilter } from '@cytocampus/projections';

/** One page (or name list) of a read-model select under a filter, ordered by name (or `orderBy`). */
export async function pageOf<Row extends { id: string; name: string }, Item>(
  sql: SqlClient,
  /** The select with its joins, and the main table with its alias ('organizations o'). */
  select: string,
  from: string,
  filter: SqlFilter,
  query: ListQueryValues,
  present: (row: Row) => Item,
  /** A name-list entry of a row; by default its name and id. */
  nameEntry: (row: Row) => NameEntry = (row) => ({ name: row.name, itemid: row.id }),
  /** The order of the rows (by name unless a list says otherwise, e.g. newest first). */
  orderBy?: string,
): Promise<Page<Item> | NameEntry[]> {
  const alias = from.split(' ').at(-1) ?? from;
  const window = `order by ${orderBy ?? `lower(${alias}.name), ${alias}.id`} limit ${filter.next(query.limit)} offset ${filter.next((query.page - 1) * query.limit)}`;
  const { rows } = await sql.query<Row>(`${select} ${filter.where} ${window}`, filter.params);
  if (query.names) return rows.map(nameEntry);
  const counted = await sql.query<{ total: number }>(`select count(*)::int as total from ${from} ${filter.where}`, filter.params.slice(0, -2));
  const total = counted.rows[0]?.total ?? 0;
  return pageAnswer(query, total, rows.map(present));
}

/** A page as a list answers it: its items, how many match in all, and whether a next page exists. */
export const pageAnswer = <Item>(query: Pick<ListQueryValues, 'page' | 'limit' | 'search'>, total: number, items: Item[]): Page<Item> => ({
  limit: query.limit,
  page: query.page,
  total,
  items,
  search: query.search,
  canNext: query.page * query.limit < total,
});
