import { DEFAULT_ORGANIZATION_ID, type ItemAbilities } from '@cytocampus/contracts';
import { hasPermission } from '../access.js';
import { atLeast } from '../roles.js';
import type { Actor } from './scope.js';

const own = (actor: Actor, orgId: string): boolean => actor.orgId !== null && actor.orgId === orgId;

/** Listing every organization needs readOrganization. */
export const canListOrganizations = (actor: Actor): boolean => hasPermission(actor, 'readOrganization');

/** One organization: readOrganization, or readOrg for the own one. */
export const canReadOrganization = (actor: Actor, orgId: string): boolean =>
  hasPermission(actor, 'readOrganization') || (own(actor, orgId) && hasPermission(actor, 'readOrg'));

/** Creating, editing and deleting organizations needs editOrganization; DEFAULT is never deleted. */
export const canEditOrganizations = (actor: Actor): boolean => hasPermission(actor, 'editOrganization');

/**
 * An organization's identity providers and its sign-in policy: super users only, whatever
 * permissions others hold. A provider makes accounts with roles at their first sign-in, so its
 * configuration is worth as much as creating users with those roles anywhere; no catalogue
 * permission grants it.
 */
export const canConfigureIdentityProviders = (actor: Actor): boolean => atLeast(actor.role, 'super');

/**
 * The LTI platforms, our tool's keys and the scores sent back (docs/adr/0042): super users only,
 * for the same reason as identity providers (a platform makes accounts, its instructors managers).
 */
export const canConfigureLtiPlatforms = (actor: Actor): boolean => atLeast(actor.role, 'super');

export function organizationAbilities(actor: Actor, orgId: string): ItemAbilities {
  const canEdit = canEditOrganizations(actor);
  return { canEdit, canDel: canEdit && orgId !== DEFAULT_ORGANIZATION_ID, canLock: false };
}

/**
 * Groups live in an organization: readGroup / editGroup there (spec part 2); a site administrator
 * with readOrganization / editOrganization manages the groups of every organization (ADR 0009).
 */
export const canReadGroupsOf = (actor: Actor, orgId: string): boolean =>
  (own(actor, orgId) && hasPermission(actor, 'readGroup')) || hasPermission(actor, 'readOrganization');

export const canEditGroupsOf = (actor: Actor, orgId: string): boolean =>
  (own(actor, orgId) && hasPermission(actor, 'editGroup')) || hasPermission(actor, 'editOrganization');

/** Groups cannot be locked. */
export function groupAbilities(actor: Actor, orgId: string): ItemAbilities {
  const canEdit = canEditGroupsOf(actor, orgId);
  return { canEdit, canDel: canEdit, canLock: false };
}
