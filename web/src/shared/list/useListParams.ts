import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@cytocampus/contracts';
import { applyListChange, readListParams, writeListParams, type ListChange, type ListParams } from './listParams';

/** A list's state and the one way to change it; list components take this, wherever it is kept. */
export interface ListControls {
  params: ListParams;
  change: (change: ListChange) => void;
}

/**
 * A list page's state kept in the URL query string (search, filters, page, limit), so a list can be
 * bookmarked, shared and returned to with the back button.
 */
export function useUrlListParams(filterKeys: readonly string[]): ListControls {
  const [query, setQuery] = useSearchParams();
  // Keyed by the joined names, so a new array of the same filters does not count as a change.
  const keys = filterKeys.join(',');
  const params = useMemo(() => readListParams(query, keys.split(',')), [query, keys]);
  const change = useCallback(
    (next: ListChange) => setQuery((current) => writeListParams(current, applyListChange(readListParams(current, keys.split(',')), next)), { replace: true }),
    [setQuery, keys],
  );
  return { params, change };
}

/** The same state kept in the component, for a list inside another page (an organization's members). */
export function useLocalListParams(limit = DEFAULT_PAGE_SIZE): ListControls {
  const [params, setParams] = useState<ListParams>({ search: '', page: 1, limit, filters: {} });
  const change = useCallback((next: ListChange) => setParams((current) => applyListChange(current, next)), []);
  return { params, change };
}
