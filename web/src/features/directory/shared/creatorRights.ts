import { ROLE_LEVEL, ROLES, type CurrentUser } from '@cytocampus/contracts';
import { atLeast, permissionLookup, roleLevel } from '@cytocampus/permissions';

export type DirectoryScope = 'admin' | 'org';

/**
 * What the signed-in user may do before an item exists: the 'Add' buttons and a new user's form.
 * Existing items carry the server's `abilities`; a new one has none, so these read the user's own
 * effectivePermissions as the server decided them (nothing is re-derived), and management buttons
 * show only from manager level up (spec part 1 section 2).
 */
export function creatorRights(user: CurrentUser, scope: DirectoryScope) {
  const can = permissionLookup(user);
  const manager = atLeast(user.role, 'manager');
  const either = (site: string, org: string) => manager && (can(site) || (scope === 'org' && can(org)));
  return {
    createUser: either('createUser', 'createOrgUser'),
    createGroup: manager && can('editGroup'),
    createOrganization: manager && can('editOrganization'),
    /** Assignment section of a new user (assignUser / assignOrgUser). */
    assign: either('assignUser', 'assignOrgUser'),
    /** A new user's organization is chosen only on the admin side; in an organization it is that one. */
    chooseOrganization: scope === 'admin' && manager && can('createUser'),
    editRole: either('editUserPerms', 'editOrgUserPerms'),
    /** Roles up to the creator's own level, above guest (spec part 1 section 6). */
    roleOptions: ROLES.filter((role) => ROLE_LEVEL[role] > 0 && ROLE_LEVEL[role] <= roleLevel(user.role)),
    /** 'Add from JSON' is for the super role only. */
    rawImport: scope === 'admin' && atLeast(user.role, 'super'),
  };
}

export type CreatorRights = ReturnType<typeof creatorRights>;
