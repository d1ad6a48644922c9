import { describe, expect, it } from '@jest/globals';
import type { AccessTokenItem } from '@cytocampus/contracts';
import { EXPIRY_OPTIONS, expiresInDays, tokenFacts } from './accessTokens';

const DAY = 86_400_000;
const created = Date.UTC(2026, 10, 5, 12);
const token = (changes: Partial<AccessTokenItem> = {}): AccessTokenItem => ({
  id: 't1',
  name: 'LIMS export',
  prefix: 'cc_pat_AbCd',
  status: 'active',
  created,
  expires: created + 30 * DAY,
  lastUsed: null,
  revoked: null,
  createdByName: 'Avery Chen',
  ...changes,
});

describe('access tokens in words', () => {
  it('offers the expiries as days, "1 year" and "Never", which become the request’s days', () => {
    expect(EXPIRY_OPTIONS.map((o) => o.label)).toEqual(['7 days', '30 days', '90 days', '1 year', 'Never']);
    expect(EXPIRY_OPTIONS.map((o) => expiresInDays(o.value))).toEqual([7, 30, 90, 365, null]);
  });

  it('says what the list knows of a token: prefix, who created it, its end and its last use', () => {
    expect(tokenFacts(token())).toEqual(['cc_pat_AbCd…', 'Created Nov 5, 2026 by Avery Chen', 'Expires Dec 5, 2026', 'Never used']);
    expect(tokenFacts(token({ status: 'expired', lastUsed: created + DAY, createdByName: null }))).toEqual([
      'cc_pat_AbCd…',
      'Created Nov 5, 2026',
      'Expired Dec 5, 2026',
      'Last used Nov 6, 2026',
    ]);
    expect(tokenFacts(token({ status: 'revoked', revoked: created + 2 * DAY, expires: null }))[2]).toBe('Revoked Nov 7, 2026');
    expect(tokenFacts(token({ expires: null }))[2]).toBe('Never expires');
  });
});
