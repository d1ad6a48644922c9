import type { Role } from '@cytocampus/contracts';
import type { PermissionName } from './catalogue/index.js';
import { hasPermission, type PermissionSubject } from './access.js';
import { atLeast } from './roles.js';

/**
 * Who may call a use case at all: the declared step of every request (docs/adr/0038). A policy
 * speaks of the caller only; which records a caller may touch (its organization, its own reviews)
 * the rules of `rules/` decide inside the use case, with the record in hand.
 */
export type Policy =
  /** No session is looked at: signing in, registering, the health check. */
  | { readonly caller: 'anyone' }
  /** Anyone; a session, when one comes, says who (signing out). */
  | { readonly caller: 'anyoneKnown' }
  | { readonly caller: 'signedIn' }
  /** Signed in and holding every one of these permissions. */
  | { readonly caller: 'holding'; readonly permissions: readonly PermissionName[] }
  /** Signed in and holding one of these (a site-wide permission or its organization's twin). */
  | { readonly caller: 'holdingAny'; readonly permissions: readonly PermissionName[] }
  /** Signed in with at least this role (what the spec gives a role, not a permission). */
  | { readonly caller: 'role'; readonly atLeast: Role };

export const ANYONE: Policy = { caller: 'anyone' };
export const ANYONE_KNOWN: Policy = { caller: 'anyoneKnown' };
export const SIGNED_IN: Policy = { caller: 'signedIn' };
export const holding = (...permissions: [PermissionName, ...PermissionName[]]): Policy => ({ caller: 'holding', permissions });
export const holdingAnyOf = (...permissions: [PermissionName, PermissionName, ...PermissionName[]]): Policy => ({ caller: 'holdingAny', permissions });
export const atLeastRole = (role: Role): Policy => ({ caller: 'role', atLeast: role });

/** What a policy answers for a caller (null: nobody signed in). */
export type PolicyAnswer = 'allowed' | 'signIn' | 'forbidden';

export function permits(policy: Policy, caller: PermissionSubject | null): PolicyAnswer {
  if (policy.caller === 'anyone' || policy.caller === 'anyoneKnown') return 'allowed';
  if (!caller) return 'signIn';
  if (policy.caller === 'signedIn') return 'allowed';
  if (policy.caller === 'role') return atLeast(caller.role, policy.atLeast) ? 'allowed' : 'forbidden';
  const held = (name: PermissionName) => hasPermission(caller, name);
  const allowed = policy.caller === 'holding' ? policy.permissions.every(held) : policy.permissions.some(held);
  return allowed ? 'allowed' : 'forbidden';
}

/** Whether the policy wants the caller's session looked up. */
export const readsSession = (policy: Policy): boolean => policy.caller !== 'anyone';

/** How a listing writes a policy: 'anyone', 'signed in', 'holding auditReviews'. */
export function describePolicy(policy: Policy): string {
  if (policy.caller === 'holding') return `holding ${policy.permissions.join(' and ')}`;
  if (policy.caller === 'holdingAny') return `holding ${policy.permissions.join(' or ')}`;
  if (policy.caller === 'role') return `${policy.atLeast} or above`;
  return { anyone: 'anyone', anyoneKnown: 'anyone (a session says who)', signedIn: 'signed in' }[policy.caller];
}
