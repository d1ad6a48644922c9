import type { AuthoredType, CurrentUser } from '@cytocampus/contracts';
import { atLeast, canAccess, permissionLookup } from '@cytocampus/permissions';
import { CONTENT_AUDIENCES } from '../../shared/navigation/sections';
import type { ContentArea } from './contentSections';

/** Whose content a page works on: the whole site's (admin) or one organization's. */
export type ContentScope = { kind: 'admin' } | { kind: 'org'; orgId: string };

/**
 * The scope of a section for this user, or null when the user may not open it. The content area
 * serves admins with readContent site-wide and managers with readOrgContent in their organization
 * (spec part 2 section 6); the assignment areas are checked by their routes already.
 */
export function contentScopeOf(user: CurrentUser, area: ContentArea): ContentScope | null {
  const org: ContentScope | null = user.orgId ? { kind: 'org', orgId: user.orgId } : null;
  switch (area) {
    case 'content':
      if (canAccess(user, CONTENT_AUDIENCES.admin)) return { kind: 'admin' };
      return canAccess(user, CONTENT_AUDIENCES.org) ? org : null;
    case 'admin':
      return { kind: 'admin' };
    case 'org':
      return org;
  }
}

/** The organization a list is narrowed to (the organization's content area), or none. */
export const scopeOrgId = (scope: ContentScope): string | undefined => (scope.kind === 'org' ? scope.orgId : undefined);

const isAssignment = (type: AuthoredType) => type === 'curriculum';

/**
 * Whether 'Add {singular}' shows: before an item exists there are no abilities, so this reads the
 * user's effectivePermissions as the server decided them (as directory/creatorRights does), from
 * manager level up. Site-wide items need the site permission; in an organization the organization
 * variant does too (the server creates with ?orgId= there).
 */
export function canCreateIn(user: CurrentUser, type: AuthoredType, scope: ContentScope): boolean {
  const can = permissionLookup(user);
  const [site, org] = isAssignment(type) ? ['createAssignment', 'createOrgAssignment'] : ['createContent', 'createOrgContent'];
  if (!atLeast(user.role, 'manager')) return false;
  // The organization variant counts only in the user's own organization, as the server checks it.
  return can(site) || (scope.kind === 'org' && scope.orgId === user.orgId && can(org));
}

/** Whether the user may list items of a type at all (so a picker may ask for their names). */
export function canListType(user: CurrentUser, type: AuthoredType): boolean {
  const can = permissionLookup(user);
  return isAssignment(type) ? can('readAssignment') || can('readOrgAssignment') : can('readContent') || (can('readOrgContent') && user.orgId !== null);
}
