import { describe, expect, it } from '@jest/globals';
import { atLeast, canAccess, hasPermission, holdsScoped, normalizeRole, roleLabel, roleLevel } from './index.js';

const learner = { role: 'cytotechnologist', permissions: {} };
const manager = { role: 'manager', permissions: { readOrgContent: true } };
const admin = { role: 'admin' };

describe('roles', () => {
  it.each([
    ['guest', 0],
    ['cytotechnologist', 1],
    ['cytotech', 1],
    ['manager', 2],
    ['admin', 3],
    ['super', 4],
    ['bad', 0],
    [undefined, 0],
    [7, 0],
  ])('%s has level %s', (role, level) => {
    expect(roleLevel(role)).toBe(level);
  });

  it('normalizes and labels roles the way users read them', () => {
    expect(normalizeRole('Admin')).toBe('guest');
    expect(['guest', 'cytotechnologist', 'manager', 'admin', 'super'].map(roleLabel)).toEqual(['Guest', 'Learner', 'Manager', 'Admin', 'Astronaut']);
  });

  it('reads a level check as at least that role', () => {
    expect(atLeast('admin', 'manager')).toBe(true);
    expect(atLeast('manager', 'manager')).toBe(true);
    expect(atLeast('cytotechnologist', 'manager')).toBe(false);
    expect(atLeast('nobody', 'cytotechnologist')).toBe(false);
  });
});

describe('hasPermission', () => {
  it('decides from role and overrides, aliases included', () => {
    expect(hasPermission(learner, 'ctAccess')).toBe(true);
    expect(hasPermission(learner, 'readOrg')).toBe(false);
    expect(hasPermission(manager, 'readOrgContent')).toBe(true);
    expect(hasPermission(learner, 'commentOrgthreads')).toBe(true);
  });

  it('holds nothing for no subject or an unknown name; super holds every known name', () => {
    expect(hasPermission(null, 'ctAccess')).toBe(false);
    expect(hasPermission(admin, 'flyToMars')).toBe(false);
    expect(hasPermission({ role: 'super', permissions: { chat: false } }, 'chat')).toBe(true);
    expect(hasPermission({ role: 'super' }, 'flyToMars')).toBe(false);
  });

  it('uses the permissions the server decided when the subject carries them', () => {
    const sent = { role: 'cytotechnologist', permissions: {}, effectivePermissions: { ctAccess: false, readOrg: true } };
    expect(hasPermission(sent, 'ctAccess')).toBe(false);
    expect(hasPermission(sent, 'readOrg')).toBe(true);
    expect(hasPermission(sent, 'chat')).toBe(false);
  });
});

describe('canAccess', () => {
  it('filters by minimum and maximum level', () => {
    expect(canAccess(null, { maxLevel: 0 })).toBe(true); // /login
    expect(canAccess(learner, { maxLevel: 0 })).toBe(false);
    expect(canAccess(learner, { minLevel: 1 })).toBe(true); // /dashboard
    expect(canAccess(undefined, { minLevel: 1 })).toBe(false);
    expect(canAccess(manager, { minLevel: 3 })).toBe(false); // admin area
    expect(canAccess(admin, { minLevel: 3 })).toBe(true);
  });

  it('requires every listed permission', () => {
    expect(canAccess(learner, { permissions: ['ctAccess'] })).toBe(true); // /course
    expect(canAccess(learner, { permissions: ['readOrg'] })).toBe(false); // /dashboard/org
    expect(canAccess(manager, { minLevel: 2, permissions: ['readContent'] })).toBe(false); // demo
    expect(canAccess(admin, { minLevel: 2, permissions: ['readContent', 'ctAccess'] })).toBe(true);
  });

  it('requires one of the listed roles', () => {
    const managerContent = { permissions: ['readOrgContent'], roles: ['manager' as const] };
    expect(canAccess(manager, managerContent)).toBe(true);
    expect(canAccess({ role: 'admin', permissions: { readOrgContent: true } }, managerContent)).toBe(false);
    expect(canAccess({ role: 'cytotech' }, { roles: ['cytotechnologist'] })).toBe(true);
  });

  it('lets every subject through an empty rule', () => {
    expect(canAccess(null, {})).toBe(true);
  });
});

describe('holdsScoped (the shape of the user-management rules)', () => {
  const editing = { site: 'editUser', org: 'editOrgUser' } as const;
  const orgManager = { id: 'm1', role: 'manager', orgId: 'o1' };

  it('lets the site-wide permission act on anyone', () => {
    expect(holdsScoped({ id: 'a1', role: 'admin', orgId: null }, editing, 'o2')).toBe(true);
  });

  it('lets the organization variant act only within the own organization', () => {
    expect(holdsScoped(orgManager, editing, 'o1')).toBe(true);
    expect(holdsScoped(orgManager, editing, 'o2')).toBe(false);
    expect(holdsScoped(orgManager, editing, null)).toBe(false);
    expect(holdsScoped({ ...orgManager, orgId: null }, editing, null)).toBe(false);
    expect(holdsScoped({ ...orgManager, permissions: { editOrgUser: false } }, editing, 'o1')).toBe(false);
  });
});
