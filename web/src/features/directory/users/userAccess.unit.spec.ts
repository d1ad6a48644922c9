import { describe, expect, it } from '@jest/globals';
import type { CurrentUser, Role, UserDetail } from '@cytocampus/contracts';
import { listQueryParams } from '../api';
import { creatorRights } from '../shared/creatorRights';
import { userEditRights } from './userEditRights';
import { roleFilterOptions, userListFilters, userListQuery } from './userListFilters';

const signedIn = (role: Role, effectivePermissions: Record<string, boolean>): CurrentUser =>
  ({ id: 'me', role, orgId: 'org1', effectivePermissions, permissions: {} }) as unknown as CurrentUser;

describe('what a user may create (no item yet, so the server-decided permissions of the creator)', () => {
  it('lets a manager create users and groups in the organization, not on the admin side', () => {
    const manager = signedIn('manager', { createOrgUser: true, assignOrgUser: true, editOrgUserPerms: true, editGroup: true });
    expect(creatorRights(manager, 'org')).toMatchObject({
      createUser: true,
      createGroup: true,
      assign: true,
      editRole: true,
      chooseOrganization: false,
      rawImport: false,
    });
    expect(creatorRights(manager, 'org').roleOptions).toEqual(['cytotechnologist', 'manager']);
    expect(creatorRights(manager, 'admin').createUser).toBe(false);
  });

  it('shows no management buttons below manager level, whatever the permissions say', () => {
    const learner = signedIn('cytotechnologist', { createOrgUser: true, editGroup: true });
    expect(creatorRights(learner, 'org')).toMatchObject({ createUser: false, createGroup: false });
  });

  it("gives 'Add from JSON' to the super role only, on the admin list", () => {
    const admin = signedIn('admin', { createUser: true, editOrganization: true });
    expect(creatorRights(admin, 'admin')).toMatchObject({ createUser: true, chooseOrganization: true, createOrganization: true, rawImport: false });
    expect(creatorRights(signedIn('super', {}), 'admin').rawImport).toBe(true);
    expect(creatorRights(signedIn('super', {}), 'org').rawImport).toBe(false);
  });
});

describe('what may change in a user form', () => {
  const abilities = {
    canEdit: true,
    canDel: false,
    canLock: false,
    canReadDetails: true,
    canEditRole: false,
    roleOptions: ['cytotechnologist'] as Role[],
    canReadPermissions: true,
    canEditPermissions: true,
    canAssign: true,
    canChangeOrganization: false,
    canDeactivate: false,
    canResetPassword: false,
    canClearStats: false,
    canManageTokens: false,
  };
  it("takes an existing user's abilities as the server sent them", () => {
    const user = { role: 'manager', abilities } as unknown as UserDetail;
    expect(userEditRights(user, creatorRights(signedIn('admin', {}), 'admin'))).toEqual({
      assign: true,
      changeOrganization: false,
      editRole: false,
      roleOptions: ['cytotechnologist'],
      readPermissions: true,
      editPermissions: true,
    });
  });

  it("never lets a super user's permissions be edited", () => {
    const user = { role: 'super', abilities } as unknown as UserDetail;
    expect(userEditRights(user, creatorRights(signedIn('super', {}), 'admin')).editPermissions).toBe(false);
  });

  it('sets no permissions on a new user', () => {
    expect(userEditRights(undefined, creatorRights(signedIn('admin', { assignUser: true }), 'admin'))).toMatchObject({
      assign: true,
      readPermissions: false,
      editPermissions: false,
    });
  });
});

describe('user list filters', () => {
  it('offers roles at or below the viewer, above guest', () => {
    expect(roleFilterOptions('manager').map((o) => o.value)).toEqual(['cytotechnologist', 'manager']);
    expect(roleFilterOptions('super').map((o) => o.label)).toEqual(['Learner', 'Manager', 'Admin', 'Astronaut']);
  });

  it('has the organization filter on the admin list and the group filter in an organization', () => {
    expect(userListFilters('admin', 'admin').map((f) => f.key)).toEqual(['role', 'org', 'curriculum', 'disabled']);
    const groups = [{ itemid: 'g1', name: 'Night shift' }];
    const inOrg = userListFilters('manager', 'org', groups);
    expect(inOrg.map((f) => f.key)).toEqual(['role', 'group', 'curriculum', 'disabled']);
    expect(inOrg[1]?.options).toEqual([{ value: 'g1', label: 'Night shift' }]);
  });

  it('turns the list state into GET /users parameters, dropping values that are not options', () => {
    const params = {
      search: ' ada ',
      page: 2,
      limit: 50,
      filters: { role: 'manager,bogus,admin', org: 'none', curriculum: 'x', disabled: 'only', group: 'g1' },
    };
    const admin = userListQuery(params);
    expect(admin).toEqual({ page: 2, limit: 50, search: 'ada', role: ['manager', 'admin'], org: 'none', disabled: 'only' });
    expect(listQueryParams(admin)).toEqual({ page: 2, limit: 50, search: 'ada', role: 'manager,admin', org: 'none', disabled: 'only' });
    expect(userListQuery(params, 'org1')).toEqual({
      page: 2,
      limit: 50,
      search: 'ada',
      orgId: 'org1',
      role: ['manager', 'admin'],
      group: 'g1',
      disabled: 'only',
    });
  });
});
