import { describe, expect, it } from '@jest/globals';
import { itemFilterParams, itemFiltersOf } from './courseItemParams';

describe('course page filters in the query string', () => {
  it('reads known values and drops the rest', () => {
    expect(itemFiltersOf(new URLSearchParams('status=inProgress&types=quiz,bogus,test&quiz=practice'))).toEqual({
      status: 'inProgress',
      types: ['quiz', 'test'],
      quiz: 'practice',
    });
    expect(itemFiltersOf(new URLSearchParams('status=done&quiz=all-of-them'))).toEqual({ status: null, types: [], quiz: 'all' });
  });

  it('writes only what narrows the list and keeps other keys', () => {
    const params = itemFilterParams({ status: 'complete', types: ['case'], quiz: 'all' }, new URLSearchParams('quiz=graded&x=1'));
    expect(params.toString()).toBe('x=1&status=complete&types=case');
    expect(itemFilterParams({ status: null, types: [], quiz: 'graded' }, params).toString()).toBe('x=1&quiz=graded');
  });
});
