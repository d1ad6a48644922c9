import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@cytocampus/contracts';

/** What a list page shows: search text, filters, page (from 1) and page size. */
export interface ListParams {
  search: string;
  page: number;
  limit: number;
  /** Filter values by key; a multiple choice is comma separated ('manager,admin'). Empty means not set. */
  filters: Readonly<Record<string, string>>;
}

export type ListChange = Partial<Omit<ListParams, 'filters'>> & { filters?: Readonly<Record<string, string>> };

const RESERVED = new Set(['search', 'page', 'limit']);

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A page size of the selector (10, 25, 50, 100); anything else falls back to 25. */
export function pageSizeOf(raw: string | null): number {
  const value = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** Reads the list state kept in the URL query string; only the given filter keys are taken. */
export function readListParams(query: URLSearchParams, filterKeys: readonly string[]): ListParams {
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = query.get(key);
    if (value) filters[key] = value;
  }
  return { search: query.get('search') ?? '', page: positiveInt(query.get('page'), 1), limit: pageSizeOf(query.get('limit')), filters };
}

/**
 * Applies a change. A new search, filter or page size starts again at page 1, since the old page
 * may no longer exist.
 */
export function applyListChange(params: ListParams, change: ListChange): ListParams {
  const next: ListParams = {
    search: change.search ?? params.search,
    limit: change.limit ?? params.limit,
    filters: change.filters ? { ...params.filters, ...change.filters } : params.filters,
    page: change.page ?? params.page,
  };
  const narrowed = change.search !== undefined || change.filters !== undefined || change.limit !== undefined;
  if (narrowed && change.page === undefined) next.page = 1;
  return next;
}

/**
 * Writes the list state into a query string, leaving other keys alone and defaults out, so a plain
 * list keeps a plain URL.
 */
export function writeListParams(query: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string, fallback: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  set('search', params.search.trim(), '');
  set('page', String(params.page), '1');
  set('limit', String(params.limit), String(DEFAULT_PAGE_SIZE));
  for (const [key, value] of Object.entries(params.filters)) if (!RESERVED.has(key)) set(key, value, '');
  return next;
}

/** Whether the list is narrowed by a search or a filter (which empty-state text applies). */
export const isNarrowed = (params: ListParams): boolean => params.search.trim() !== '' || Object.values(params.filters).some(Boolean);

/** A multiple-choice filter value as its parts ('manager,admin' → ['manager', 'admin']). */
export const splitMulti = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);
