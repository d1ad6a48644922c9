import { describe, expect, it } from '@jest/globals';
import { ROLES, type Role } from '@cytocampus/contracts';
import {
  canonicalPermission,
  PERMISSION_CATALOGUE,
  PERMISSION_DEPENDENCIES,
  PERMISSION_NAMES,
  PERMISSION_SECTIONS,
  permissionsBySection,
  ROLE_DEFAULTS,
  type PermissionName,
} from './index.js';

// The spec's lists (part 1 section 6), copied as written, 'commentOrgthreads' included.
const BASE: Record<string, boolean> = {
  ctAccess: true,
  ctSubmit: true,
  community: true,
  chat: true,
  readThreads: true,
  commentThreads: true,
  createThreads: false,
  readOrg: false,
  readOrgUser: false,
  readOrgThreads: true,
  commentOrgthreads: true,
  createOrgThreads: true,
};
const ORG_TRUE = [
  'lockOrgThreads',
  'readOrgUserDetails',
  'createOrgUser',
  'editOrgUser',
  'assignOrgUser',
  'clearOrgUserStats',
  'readOrgUserPerms',
  'editOrgUserPerms',
  'passwordOrgUser',
  'readGroup',
  'editGroup',
  'readOrgAssignment',
  'createOrgAssignment',
  'lockOrgAssignment',
  'deleteOrgAssignment',
  'editOtherOrgAssignment',
  'readOrg',
  'readOrgUser',
  'generateOrgReport',
  'deleteOtherOrgReport',
  // Ours, not the spec's (issue 16, docs/adr/0029): replaying the organization's slide reviews.
  'auditOrgReviews',
];
const ORG_FALSE = [
  'deactivateOrgUser',
  'lockOtherOrgAssignment',
  'deleteOtherOrgAssignment',
  'readOrgContent',
  'createOrgContent',
  'lockOrgContent',
  'deleteOrgContent',
  'editOtherOrgContent',
  'lockOtherOrgContent',
  'deleteOtherOrgContent',
  'deleteOrgThreads',
  'editOrgThreads',
];
const ADMIN_TRUE = [
  'lockThreads',
  'editThreads',
  'readUser',
  'readUserDetails',
  'createUser',
  'editUser',
  'assignUser',
  'readUserPerms',
  'editUserPerms',
  'deactivateUser',
  'passwordUser',
  'readOrganization',
  'editOrganization',
  'readAssignment',
  'createAssignment',
  'lockAssignment',
  'deleteAssignment',
  'editOtherAssignment',
  'readContent',
  'createContent',
  'deleteContent',
  'lockContent',
  'editOtherContent',
  'generateReport',
  'editAnnouncements',
  'readUserSubscriptions',
  // Ours, not the spec's (issue 16, docs/adr/0029): replaying every slide review.
  'auditReviews',
];
const ADMIN_FALSE = [
  'deleteThreads',
  'deleteOtherAssignment',
  'lockOtherAssignment',
  'deleteOtherContent',
  'lockOtherContent',
  'deleteOtherReport',
  'editUserSubscriptions',
];
const SALES = ['readUserSubscriptions', 'editUserSubscriptions'];
const DEPENDENCIES: [string, string][] = [
  ['commentThreads', 'readThreads'],
  ['createThreads', 'commentThreads'],
  ['editUser', 'readUser'],
  ['createUser', 'readUserDetails'],
  ['commentOrgThreads', 'readOrgThreads'],
  ['createOrgThreads', 'commentOrgThreads'],
  ['editOrgUser', 'readOrgUser'],
  ['createOrgUser', 'readOrgUserDetails'],
];

const canonical = (name: string): PermissionName => {
  const found = canonicalPermission(name);
  if (found === undefined) throw new Error(`spec name not in the catalogue: ${name}`);
  return found;
};
const set = (entries: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(entries).map(([name, value]) => [canonical(name), value]));
const listed = (names: string[], value: boolean): Record<string, boolean> => set(Object.fromEntries(names.map((n) => [n, value])));

const ALL = set({ ...BASE, ...listed(ORG_TRUE, true), ...listed(ORG_FALSE, false), ...listed(ADMIN_TRUE, true), ...listed(ADMIN_FALSE, false) });
const none = (value: boolean): Record<string, boolean> => Object.fromEntries(Object.keys(ALL).map((n) => [n, value]));
const LEARNER = { ...none(false), ...set(BASE) };
const MANAGER = { ...LEARNER, ...listed(ORG_TRUE, true), ...listed(ORG_FALSE, false) };
const ADMIN = { ...MANAGER, ...listed(ADMIN_TRUE, true), ...listed(ADMIN_FALSE, false) };
const EXPECTED_DEFAULTS: Record<Role, Record<string, boolean>> = {
  guest: none(false),
  cytotechnologist: LEARNER,
  manager: MANAGER,
  admin: ADMIN,
  super: none(true),
};

describe('permission catalogue', () => {
  it('holds exactly the permissions the spec lists and our two audit permissions, no more, no fewer', () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(ALL).sort());
    expect(PERMISSION_NAMES).toHaveLength(77);
  });

  it.each(ROLES)('gives %s exactly the spec defaults', (role) => {
    expect(ROLE_DEFAULTS[role]).toEqual(EXPECTED_DEFAULTS[role]);
  });

  it.each(PERMISSION_NAMES)('%s has a section, a minimum role and a default for every role', (name) => {
    const entry = PERMISSION_CATALOGUE[name];
    expect(PERMISSION_SECTIONS).toContain(entry.section);
    expect(ROLES).toContain(entry.minRole);
    for (const role of ROLES) expect(typeof ROLE_DEFAULTS[role][name]).toBe('boolean');
  });

  it('never makes a permission a default below the role that may hold it', () => {
    const level = (role: Role): number => ROLES.indexOf(role);
    for (const name of PERMISSION_NAMES) {
      const { minRole, defaultFrom } = PERMISSION_CATALOGUE[name];
      if (defaultFrom !== null) expect([name, level(defaultFrom) >= level(minRole)]).toEqual([name, true]);
    }
  });

  it('places permissions in the sections and minimum roles of their sets', () => {
    const expectedPlace = (name: string): [string, Role] => {
      if (SALES.includes(name)) return ['Sales', 'admin'];
      if (canonical(name) in set(BASE)) return ['Basic', 'cytotechnologist'];
      if (ORG_TRUE.includes(name) || ORG_FALSE.includes(name)) return ['Organization Management', 'manager'];
      return ['Site Administration', 'admin'];
    };
    for (const name of PERMISSION_NAMES) {
      const { section, minRole } = PERMISSION_CATALOGUE[name];
      expect([name, section, minRole]).toEqual([name, ...expectedPlace(name)]);
    }
    expect(permissionsBySection().Sales).toEqual(SALES);
  });

  it('lists exactly the spec dependencies, each between known permissions, without cycles', () => {
    const pairs = Object.entries(PERMISSION_DEPENDENCIES).flatMap(([name, needs]) => (needs ?? []).map((need) => [name, need]));
    expect(pairs.sort()).toEqual(DEPENDENCIES.map(([a, b]) => [canonical(a), canonical(b)]).sort());
    const visit = (name: PermissionName, path: PermissionName[]): void => {
      expect(path).not.toContain(name);
      for (const need of PERMISSION_DEPENDENCIES[name] ?? []) visit(need, [...path, name]);
    };
    PERMISSION_NAMES.forEach((name) => visit(name, []));
  });

  it('never gives a role by default a permission whose dependencies it lacks by default', () => {
    for (const role of ROLES) {
      for (const [name, needs] of Object.entries(PERMISSION_DEPENDENCIES) as [PermissionName, PermissionName[]][]) {
        if (ROLE_DEFAULTS[role][name]) for (const need of needs) expect([role, name, need, ROLE_DEFAULTS[role][need]]).toEqual([role, name, need, true]);
      }
    }
  });

  it('accepts commentOrgthreads as an alias of the canonical commentOrgThreads', () => {
    expect(canonicalPermission('commentOrgthreads')).toBe('commentOrgThreads');
    expect(canonicalPermission('commentOrgThreads')).toBe('commentOrgThreads');
    expect(PERMISSION_NAMES).not.toContain('commentOrgthreads');
    expect(canonicalPermission('toString')).toBeUndefined();
    expect(canonicalPermission('flyToMars')).toBeUndefined();
  });
});
