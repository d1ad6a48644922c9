import type { Role } from '@cytocampus/contracts';
import { canonicalPermission } from './aliases.js';
import { resolvePermissions, type PermissionHolder } from './resolve.js';
import { normalizeRole, roleLevel } from './roles.js';

/**
 * A holder, or a user whose permissions the server already decided (CurrentUser.effectivePermissions):
 * the web client uses those as sent and never re-derives them (GUIDE section 5).
 */
export type PermissionSubject = PermissionHolder & {
  readonly effectivePermissions?: Readonly<Record<string, boolean>> | null;
};

/** Decides the subject's permissions once and answers for any name; unknown names are never held. */
export function permissionLookup(subject: PermissionSubject | null | undefined): (name: string) => boolean {
  if (!subject) return () => false;
  if (normalizeRole(subject.role) === 'super') return (name) => canonicalPermission(name) !== undefined;
  const decided = subject.effectivePermissions ?? resolvePermissions(subject);
  return (name) => {
    const canonical = canonicalPermission(name);
    return canonical !== undefined && decided[canonical] === true;
  };
}

/** Whether the subject holds a permission; no subject means a guest, who holds none. */
export function hasPermission(subject: PermissionSubject | null | undefined, name: string): boolean {
  return permissionLookup(subject)(name);
}

/** What a navigation or route entry asks of its user; every given condition must hold. */
export interface AccessRule {
  readonly minLevel?: number;
  readonly maxLevel?: number;
  /** All of these permissions. */
  readonly permissions?: readonly string[];
  /** One of these roles. */
  readonly roles?: readonly Role[];
}

/** Filters navigation and routes by minimum or maximum user level, required permissions and role. */
export function canAccess(subject: PermissionSubject | null | undefined, rule: AccessRule): boolean {
  const level = roleLevel(subject?.role);
  if (rule.minLevel !== undefined && level < rule.minLevel) return false;
  if (rule.maxLevel !== undefined && level > rule.maxLevel) return false;
  if (rule.roles && !rule.roles.includes(normalizeRole(subject?.role))) return false;
  const required = rule.permissions ?? [];
  return required.length === 0 || required.every(permissionLookup(subject));
}
