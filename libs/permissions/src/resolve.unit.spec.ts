import { describe, expect, it } from '@jest/globals';
import { PERMISSION_NAMES, resolvePermissions, ROLE_DEFAULTS } from './index.js';

describe('resolvePermissions', () => {
  it('gives super every permission whatever the overrides say', () => {
    const set = resolvePermissions({ role: 'super', permissions: { readThreads: false, ctAccess: false } });
    expect(PERMISSION_NAMES.every((name) => set[name])).toBe(true);
  });

  it.each(['guest', 'cytotechnologist', 'manager', 'admin'] as const)('gives %s its role defaults without overrides', (role) => {
    expect(resolvePermissions({ role })).toEqual(ROLE_DEFAULTS[role]);
    expect(resolvePermissions({ role, permissions: null })).toEqual(ROLE_DEFAULTS[role]);
  });

  it('treats an unknown or missing role as a guest, who has nothing', () => {
    for (const role of ['pilot', '', null, undefined]) {
      const set = resolvePermissions({ role, permissions: { ctAccess: true } });
      expect(Object.values(set).some(Boolean)).toBe(false);
    }
  });

  it('reads the spec alias cytotech as a learner', () => {
    expect(resolvePermissions({ role: 'cytotech' })).toEqual(ROLE_DEFAULTS.cytotechnologist);
  });

  it('lets the user map override the role default both ways', () => {
    const set = resolvePermissions({ role: 'cytotechnologist', permissions: { createThreads: true, chat: false } });
    expect(set.createThreads).toBe(true);
    expect(set.chat).toBe(false);
  });

  it('never grants a permission above the role, even by override', () => {
    const set = resolvePermissions({ role: 'cytotechnologist', permissions: { readUser: true, lockOrgThreads: true } });
    expect(set.readUser).toBe(false);
    expect(set.lockOrgThreads).toBe(false);
    expect(resolvePermissions({ role: 'manager', permissions: { editUserSubscriptions: true } }).editUserSubscriptions).toBe(false);
  });

  it('lets a learner be granted the base permissions readOrg and readOrgUser', () => {
    const set = resolvePermissions({ role: 'cytotechnologist', permissions: { readOrg: true, readOrgUser: true } });
    expect([set.readOrg, set.readOrgUser]).toEqual([true, true]);
  });

  it('turns off a permission whose dependency fails, following chains', () => {
    const set = resolvePermissions({ role: 'cytotechnologist', permissions: { readThreads: false, createThreads: true } });
    expect([set.readThreads, set.commentThreads, set.createThreads]).toEqual([false, false, false]);
  });

  it.each([
    ['admin', 'readUser', 'editUser'],
    ['admin', 'readUserDetails', 'createUser'],
    ['manager', 'readOrgThreads', 'commentOrgThreads'],
    ['manager', 'commentOrgThreads', 'createOrgThreads'],
    ['manager', 'readOrgUser', 'editOrgUser'],
    ['manager', 'readOrgUserDetails', 'createOrgUser'],
  ] as const)('as %s, without %s there is no %s', (role, parent, child) => {
    expect(resolvePermissions({ role })[child]).toBe(true);
    expect(resolvePermissions({ role, permissions: { [parent]: false } })[child]).toBe(false);
  });

  it('accepts the alias spelling in the user map; the canonical key wins when both are given', () => {
    expect(resolvePermissions({ role: 'manager', permissions: { commentOrgthreads: false } }).commentOrgThreads).toBe(false);
    const both = resolvePermissions({ role: 'manager', permissions: { commentOrgThreads: true, commentOrgthreads: false } });
    expect(both.commentOrgThreads).toBe(true);
    const reversed = resolvePermissions({ role: 'manager', permissions: { commentOrgthreads: false, commentOrgThreads: true } });
    expect(reversed.commentOrgThreads).toBe(true);
  });

  it('ignores unknown names and non-boolean values in the user map', () => {
    const set = resolvePermissions({ role: 'cytotechnologist', permissions: { flyToMars: true, chat: 'no', ctAccess: 0 } });
    expect(set).toEqual(ROLE_DEFAULTS.cytotechnologist);
    expect(set).not.toHaveProperty('flyToMars');
  });
});
