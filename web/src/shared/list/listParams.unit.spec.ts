import { describe, expect, it } from '@jest/globals';
import { applyListChange, isNarrowed, pageSizeOf, readListParams, splitMulti, writeListParams, type ListParams } from './listParams';

const base: ListParams = { search: '', page: 1, limit: 25, filters: {} };

describe('list state in the URL', () => {
  it('reads search, page, limit and only the known filters', () => {
    const query = new URLSearchParams('search=ada&page=3&limit=50&role=manager,admin&other=x');
    expect(readListParams(query, ['role', 'org'])).toEqual({ search: 'ada', page: 3, limit: 50, filters: { role: 'manager,admin' } });
  });

  it('falls back to page 1 and the default page size of 25 for anything else', () => {
    expect(readListParams(new URLSearchParams('page=-2&limit=7'), [])).toEqual(base);
    expect(readListParams(new URLSearchParams('page=abc&limit=100'), [])).toMatchObject({ page: 1, limit: 100 });
    expect([10, 25, 50, 100, 30].map(String).map(pageSizeOf)).toEqual([10, 25, 50, 100, 25]);
  });

  it('writes only what differs from the defaults and keeps unrelated keys', () => {
    const written = writeListParams(new URLSearchParams('tab=2&page=4'), { search: ' ada ', page: 1, limit: 25, filters: { role: 'admin', org: '' } });
    expect(written.toString()).toBe('tab=2&search=ada&role=admin');
    expect(writeListParams(new URLSearchParams(), { ...base, page: 2, limit: 10 }).toString()).toBe('page=2&limit=10');
  });

  it('starts again at page 1 when the search, a filter or the page size changes', () => {
    const onPage3 = { ...base, page: 3 };
    expect(applyListChange(onPage3, { search: 'x' })).toMatchObject({ search: 'x', page: 1 });
    expect(applyListChange(onPage3, { filters: { role: 'admin' } })).toMatchObject({ page: 1, filters: { role: 'admin' } });
    expect(applyListChange(onPage3, { limit: 50 })).toMatchObject({ page: 1, limit: 50 });
    expect(applyListChange(onPage3, { page: 4 })).toMatchObject({ page: 4 });
  });

  it('merges filter changes and knows when the list is narrowed', () => {
    const filtered = applyListChange({ ...base, filters: { role: 'admin' } }, { filters: { org: 'none' } });
    expect(filtered.filters).toEqual({ role: 'admin', org: 'none' });
    expect(isNarrowed(base)).toBe(false);
    expect(isNarrowed({ ...base, search: '  ' })).toBe(false);
    expect(isNarrowed({ ...base, search: 'a' })).toBe(true);
    expect(isNarrowed({ ...base, filters: { org: '' } })).toBe(false);
    expect(isNarrowed(filtered)).toBe(true);
    expect(splitMulti('manager,admin')).toEqual(['manager', 'admin']);
    expect(splitMulti(undefined)).toEqual([]);
  });
});
