import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SKILL_SORTS, type SkillSort } from '@cytocampus/contracts';
import type { SortState } from './skillColumns';

/** The organization view's order and page of learners, as the API takes them. */
export interface LearnerOrder {
  sort: SkillSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** The order read from a query string: anything the API would refuse counts as unset. */
export function readLearnerOrder(query: URLSearchParams): LearnerOrder {
  const sort = query.get('sort');
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    sort: (SKILL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SkillSort) : 'name',
    order: query.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** A click on a column: the same column turns its order round; another sorts names A first and figures highest first, from page 1. */
export function nextLearnerOrder(current: LearnerOrder, column: SkillSort): LearnerOrder {
  if (current.sort === column) return { ...current, order: current.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...current, sort: column, order: column === 'name' ? 'asc' : 'desc', page: 1 };
}

/**
 * The learners' order and page kept in the URL (?sort&order&page&limit) beside the period, so
 * opening a learner and coming back shows the same page.
 */
export function useLearnerOrder() {
  const [query, setQuery] = useSearchParams();
  const order = readLearnerOrder(query);
  const change = useCallback(
    (next: Partial<LearnerOrder>) =>
      setQuery(
        (current) => {
          const fresh = new URLSearchParams(current);
          for (const [key, value] of Object.entries({ ...readLearnerOrder(current), ...next })) fresh.set(key, String(value));
          return fresh;
        },
        { replace: true },
      ),
    [setQuery],
  );
  const sortState: SortState = { column: order.sort, direction: order.order === 'asc' ? 'ascending' : 'descending' };
  return {
    order,
    sortState,
    onSort: (column: SkillSort) => change(nextLearnerOrder(order, column)),
    onPage: (page: number) => change({ page }),
    onLimit: (limit: number) => change({ limit, page: 1 }),
  };
}
