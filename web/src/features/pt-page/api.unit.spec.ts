import { describe, expect, it } from '@jest/globals';
import { ptExportHref, ptPageParams } from './api';
import { clockOffsetOf } from './useServerNow';

describe('the PT page’s requests', () => {
  it('leaves an unset group out of the page and the export', () => {
    expect(ptPageParams({ year: 2026, groupId: '', page: 2, limit: 25 })).toEqual({ year: 2026, groupId: undefined, page: 2, limit: 25 });
    expect(ptExportHref({ orgId: 'org 1', year: 2026 })).toBe('/api/v1/organizations/org%201/proficiency/export?year=2026');
    expect(ptExportHref({ orgId: 'o1', year: 2025, groupId: 'g1', page: 3 })).toBe('/api/v1/organizations/o1/proficiency/export?year=2025&groupId=g1');
  });

  it('keeps how far the server’s clock is ahead of this browser’s', () => {
    expect(clockOffsetOf(10_000, 9_000)).toBe(1_000);
    expect(clockOffsetOf(9_000, 10_000)).toBe(-1_000);
  });
});
