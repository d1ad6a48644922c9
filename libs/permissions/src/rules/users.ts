import { ROLES, type Role, type UserAbilities } from '@cytocampus/contracts';
import { hasPermission } from '../access.js';
import { atLeast, normalizeRole, roleLevel } from '../roles.js';
import { holdsScoped, type Actor, type ScopedPermission } from './scope.js';

/** The user an actor acts on, as the rules need it. */
export interface UserTarget {
  readonly id: string;
  readonly role: string;
  readonly orgId: string | null;
}

const READ: ScopedPermission = { site: 'readUser', org: 'readOrgUser' };
const READ_DETAILS: ScopedPermission = { site: 'readUserDetails', org: 'readOrgUserDetails' };
const EDIT: ScopedPermission = { site: 'editUser', org: 'editOrgUser' };
const CREATE: ScopedPermission = { site: 'createUser', org: 'createOrgUser' };
const ASSIGN: ScopedPermission = { site: 'assignUser', org: 'assignOrgUser' };
const READ_PERMS: ScopedPermission = { site: 'readUserPerms', org: 'readOrgUserPerms' };
const EDIT_PERMS: ScopedPermission = { site: 'editUserPerms', org: 'editOrgUserPerms' };
const DEACTIVATE: ScopedPermission = { site: 'deactivateUser', org: 'deactivateOrgUser' };
const PASSWORD: ScopedPermission = { site: 'passwordUser', org: 'passwordOrgUser' };

/** Roles an actor may give: up to their own level, above guest (spec part 1 section 6). */
export function roleOptionsFor(actor: Actor): Role[] {
  const level = roleLevel(actor.role);
  return ROLES.filter((role) => roleLevel(role) > 0 && roleLevel(role) <= level);
}

/**
 * Everything an actor may do with one user (spec part 1 section 6, "User management rules").
 * Acting on someone of a higher role is never allowed; a user may always edit (but not promote,
 * re-permission, deactivate or delete) themselves; nobody edits a super's permissions.
 */
export function userAbilities(actor: Actor, target: UserTarget): UserAbilities {
  const self = actor.id === target.id;
  const notAbove = roleLevel(actor.role) >= roleLevel(target.role);
  const scoped = (permission: ScopedPermission) => holdsScoped(actor, permission, target.orgId) && notAbove;
  const others = (permission: ScopedPermission) => !self && scoped(permission);
  const targetIsSuper = normalizeRole(target.role) === 'super';
  const canEditPermissions = others(EDIT_PERMS) && !targetIsSuper;
  return {
    canEdit: self || scoped(EDIT),
    canDel: others(EDIT) && others(DEACTIVATE),
    canLock: false,
    canReadDetails: self || holdsScoped(actor, READ_DETAILS, target.orgId),
    canEditRole: canEditPermissions,
    roleOptions: canEditPermissions ? roleOptionsFor(actor) : [],
    canReadPermissions: self || holdsScoped(actor, READ_PERMS, target.orgId),
    canEditPermissions,
    canAssign: scoped(ASSIGN),
    // Moving someone between organizations is a site-wide act: the organization variant is not enough.
    canChangeOrganization: notAbove && hasPermission(actor, ASSIGN.site),
    canDeactivate: others(DEACTIVATE),
    canResetPassword: others(PASSWORD),
    // 'Clear Stats': every course's progress, as clearing one course (admin or super).
    canClearStats: notAbove && canClearProgress(actor) && canReadUser(actor, target),
    // A token acts as its user: only who may edit them as an administrator, never on their own right to edit themselves (docs/adr/0034).
    canManageTokens: scoped(EDIT),
  };
}

/** Whether the actor may read this user at all (list or open them). */
export function canReadUser(actor: Actor, target: UserTarget): boolean {
  return actor.id === target.id || holdsScoped(actor, READ, target.orgId);
}

/** Which users an actor may list: every organization, one organization, or none (null). */
export type ListScope = { all: true } | { all: false; orgId: string } | null;

/** Listing needs readUser (every organization), or readOrgUser within the own organization. */
export function userListScope(actor: Actor): ListScope {
  if (hasPermission(actor, READ.site)) return { all: true };
  return actor.orgId !== null && hasPermission(actor, READ.org) ? { all: false, orgId: actor.orgId } : null;
}

/**
 * Whether the actor may list the users of an organization (null: users without one): every
 * organization's, or their own. Who may follow a person's learning records (the PT ladder, the
 * Skills pages, practice sets; docs/adr/0024, 0035, 0036).
 */
export function mayListUsersOf(actor: Actor, orgId: string | null): boolean {
  const scope = userListScope(actor);
  return scope !== null && (scope.all || (orgId !== null && scope.orgId === orgId));
}

/** Creating needs createUser, or createOrgUser in the own organization. */
export function canCreateUserIn(actor: Actor, orgId: string | null): boolean {
  return holdsScoped(actor, CREATE, orgId);
}

/** Setting a new user's role or permissions needs the permission-editing rights in that organization. */
export function canGrantOnCreate(actor: Actor, orgId: string | null): boolean {
  return holdsScoped(actor, EDIT_PERMS, orgId);
}

/** Only an admin or super may clear a learner's progress (spec part 2 section 6). */
export function canClearProgress(actor: Actor): boolean {
  return atLeast(actor.role, 'admin');
}
