import { ITEM_STATUS_OPTIONS, ITEM_TYPE_OPTIONS, NO_ITEM_FILTERS, QUIZ_FILTER_OPTIONS, type ItemFilters } from '@cytocampus/domain';

/** The course page keeps its filters in the query string (?status=inProgress&types=quiz,test&quiz=graded). */
export function itemFiltersOf(params: URLSearchParams): ItemFilters {
  const status = params.get('status');
  const quiz = params.get('quiz');
  const types = (params.get('types') ?? '').split(',').filter((type) => ITEM_TYPE_OPTIONS.some((option) => option.value === type));
  return {
    status: ITEM_STATUS_OPTIONS.find((option) => option.value === status)?.value ?? NO_ITEM_FILTERS.status,
    types,
    quiz: QUIZ_FILTER_OPTIONS.find((option) => option.value === quiz)?.value ?? NO_ITEM_FILTERS.quiz,
  };
}

/** The query string of the filters, leaving out what does not narrow the list. */
export function itemFilterParams(filters: ItemFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('status', filters.status);
  set('types', filters.types.join(','));
  set('quiz', filters.quiz === 'all' ? null : filters.quiz);
  return next;
}
