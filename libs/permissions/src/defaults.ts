import { ROLES, type Role } from '@cytocampus/contracts';
import { PERMISSION_CATALOGUE, PERMISSION_NAMES, type PermissionName } from './catalogue/index.js';
import { atLeast } from './roles.js';

export type PermissionSet = Record<PermissionName, boolean>;

/** Whether a role may hold the permission at all (by default or by override). */
export function mayHold(role: Role, name: PermissionName): boolean {
  return atLeast(role, PERMISSION_CATALOGUE[name].minRole);
}

function isDefaultFor(role: Role, name: PermissionName): boolean {
  if (role === 'super') return true;
  const from = PERMISSION_CATALOGUE[name].defaultFrom;
  return from !== null && atLeast(role, from) && mayHold(role, name);
}

function buildDefaults(role: Role): Readonly<PermissionSet> {
  const set = {} as PermissionSet;
  for (const name of PERMISSION_NAMES) set[name] = isDefaultFor(role, name);
  return Object.freeze(set);
}

/** Role defaults: Guest nothing, Learner the base set, Manager + organization set, Admin + admin set, Super all. */
export const ROLE_DEFAULTS: Readonly<Record<Role, Readonly<PermissionSet>>> = Object.freeze(
  Object.fromEntries(ROLES.map((role) => [role, buildDefaults(role)])) as Record<Role, Readonly<PermissionSet>>,
);
