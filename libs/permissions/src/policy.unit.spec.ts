import { describe, expect, it } from '@jest/globals';
import { ANYONE, ANYONE_KNOWN, atLeastRole, describePolicy, holding, holdingAnyOf, permits, readsSession, SIGNED_IN } from './policy.js';

const learner = { role: 'cytotechnologist' as const, permissions: {} };
const manager = { role: 'manager' as const, permissions: {} };
const admin = { role: 'admin' as const, permissions: {} };

describe('use-case policies', () => {
  it('lets anyone through the public policies, and asks for a session only when it would say who', () => {
    expect([permits(ANYONE, null), permits(ANYONE_KNOWN, null)]).toEqual(['allowed', 'allowed']);
    expect([readsSession(ANYONE), readsSession(ANYONE_KNOWN), readsSession(SIGNED_IN)]).toEqual([false, true, true]);
  });

  it('asks a guest to sign in before it looks at permissions', () => {
    expect(permits(SIGNED_IN, null)).toBe('signIn');
    expect(permits(holding('auditReviews'), null)).toBe('signIn');
    expect(permits(SIGNED_IN, learner)).toBe('allowed');
  });

  it('wants every permission it names, as the caller holds them', () => {
    expect(permits(holding('ctAccess'), learner)).toBe('allowed');
    expect(permits(holding('editAnnouncements'), learner)).toBe('forbidden');
    expect(permits(holding('editAnnouncements'), admin)).toBe('allowed');
    expect(permits(holding('readOrgUser', 'readUser'), manager)).toBe('forbidden');
    expect(permits(holding('readOrgUser', 'readUser'), admin)).toBe('allowed');
    // An override taken away is not held.
    expect(permits(holding('ctAccess'), { role: 'cytotechnologist', permissions: { ctAccess: false } })).toBe('forbidden');
  });

  it('wants one of the permissions it offers', () => {
    expect(permits(holdingAnyOf('auditReviews', 'auditOrgReviews'), manager)).toBe('allowed');
    expect(permits(holdingAnyOf('auditReviews', 'auditOrgReviews'), learner)).toBe('forbidden');
    expect(permits(holdingAnyOf('auditReviews', 'auditOrgReviews'), null)).toBe('signIn');
  });

  it('wants at least the role it names, whatever the permissions', () => {
    expect(permits(atLeastRole('admin'), admin)).toBe('allowed');
    expect(permits(atLeastRole('admin'), { ...manager, permissions: { readUser: true } })).toBe('forbidden');
    expect(permits(atLeastRole('super'), admin)).toBe('forbidden');
    expect(permits(atLeastRole('super'), { role: 'super', permissions: {} })).toBe('allowed');
  });

  it('reads as the listing writes it', () => {
    expect(
      [ANYONE, ANYONE_KNOWN, SIGNED_IN, holding('readOrgUser', 'readUser'), holdingAnyOf('auditReviews', 'auditOrgReviews'), atLeastRole('admin')].map(
        describePolicy,
      ),
    ).toEqual([
      'anyone',
      'anyone (a session says who)',
      'signed in',
      'holding readOrgUser and readUser',
      'holding auditReviews or auditOrgReviews',
      'admin or above',
    ]);
  });
});
