import { describe, expect, it } from '@jest/globals';
import type { UserHistoryEntry } from '@cytocampus/contracts';
import { describeHistoryEntry } from './userHistory';

const entry = (type: string, changes: Record<string, unknown>): UserHistoryEntry => ({
  type,
  changes,
  occurredAt: '2026-11-22T10:00:00.000Z',
  actorId: null,
  actorName: null,
});

describe('the audit trail in words', () => {
  it.each([
    [entry('UserRegistered', { origin: 'import' }), 'Account imported'],
    [entry('UserRoleChanged', { role: 'manager', previous: 'cytotechnologist' }), 'Role changed from Learner to Manager'],
    [entry('UserPermissionsChanged', { permissions: { chat: false, deactivateOrgUser: true } }), 'Permissions set: −chat, +deactivateOrgUser'],
    [entry('UserPermissionsChanged', { permissions: {} }), 'Permissions reset to the role defaults'],
    [entry('UserMembershipChanged', { orgId: 'o1', orgName: 'North Lab', groupId: 'g1', groupName: 'Day Shift' }), 'Moved to North Lab, group Day Shift'],
    [entry('UserMembershipChanged', { orgId: null, groupId: null }), 'Removed from the organization'],
    [entry('CurriculumAssigned', { curriculum: 'DEFAULT', curriculumName: 'Default Assignment' }), 'Assignment set to Default Assignment'],
    [entry('PasswordChanged', { via: 'reset' }), 'Password changed through an e-mailed link'],
    [
      entry('ReviewCleared', { itemName: 'Adequacy talk', moduleName: 'Squamous lesions course' }),
      'Progress cleared: Adequacy talk in Squamous lesions course',
    ],
    [entry('ReviewMarkedComplete', { itemName: 'Adequacy talk', moduleName: null }), 'Marked complete: Adequacy talk in a course'],
    [
      entry('TokenIssued', { name: 'LIMS export', prefix: 'cc_pat_AbCd', expiresAt: '2027-02-03T12:00:00.000Z' }),
      "Access token 'LIMS export' issued (cc_pat_AbCd…), expires Feb 3, 2027",
    ],
    [entry('TokenIssued', { name: 'Nightly', prefix: 'cc_pat_Wxyz', expiresAt: null }), "Access token 'Nightly' issued (cc_pat_Wxyz…), never expires"],
    [entry('TokenRevoked', { name: 'Nightly', prefix: 'cc_pat_Wxyz' }), "Access token 'Nightly' revoked (cc_pat_Wxyz…)"],
    [entry('UserRegistered', { origin: 'provider' }), 'Account created at the first sign-in through a provider'],
    [
      entry('IdentityLinked', { providerId: 'p1', providerName: 'Laboratory ID', email: 'ada@lab.test', via: 'provisioned' }),
      'Linked to sign-in through Laboratory ID (ada@lab.test) when the account was created',
    ],
    [
      entry('IdentityLinked', { providerId: 'p1', providerName: 'Laboratory ID', email: 'learner@cytocampus.test', via: 'password' }),
      'Linked to sign-in through Laboratory ID (learner@cytocampus.test) after the password was confirmed',
    ],
    // A provider removed since: its name is gone, the entry still reads.
    [
      entry('IdentityLinked', { providerId: 'p0', providerName: null, email: 'ada@lab.test', via: 'password' }),
      'Linked to sign-in through a provider (ada@lab.test) after the password was confirmed',
    ],
    [entry('SessionStarted', { providerId: 'p1', providerName: 'Laboratory ID' }), 'Signed in through Laboratory ID'],
    [entry('SomethingNew', {}), 'SomethingNew'],
  ])('%j reads "%s"', (e, words) => {
    expect(describeHistoryEntry(e)).toBe(words);
  });
});
