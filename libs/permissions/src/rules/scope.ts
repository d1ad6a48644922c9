import type { PermissionName } from '../catalogue/index.js';
import { hasPermission, type PermissionSubject } from '../access.js';

/** The acting user as the user-management rules see them. */
export type Actor = PermissionSubject & { readonly id: string; readonly orgId: string | null };

/** A site-wide permission and its organization variant, e.g. editUser / editOrgUser. */
export interface ScopedPermission {
  readonly site: PermissionName;
  readonly org: PermissionName;
}

/**
 * The shape of every user-management rule of the spec: the site-wide permission, or the
 * organization variant when the target belongs to the actor's own organization.
 */
export function holdsScoped(actor: Actor, scoped: ScopedPermission, targetOrgId: string | null): boolean {
  if (hasPermission(actor, scoped.site)) return true;
  return actor.orgId !== null && actor.orgId === targetOrgId && hasPermission(actor, scoped.org);
}
