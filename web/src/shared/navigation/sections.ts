import type { AccessRule } from '@cytocampus/permissions';

export interface Section {
  /** The section's list; its items are at {path}/{contentId}/{back?}. */
  path: string;
  /** Who may open it (spec part 1 section 6, part 2 section 6). */
  access: AccessRule;
  /** Only for users who belong to an organization. */
  needsOrganization?: boolean;
}

const ADMIN_LEVEL = 3;

/** Sections of the admin and organization areas: the router, the side menu and the pages read these. */
export const SECTIONS = {
  adminUsers: { path: '/dashboard/admin/users', access: { minLevel: ADMIN_LEVEL, permissions: ['readUser'] } },
  adminOrganizations: { path: '/dashboard/admin/organizations', access: { minLevel: ADMIN_LEVEL, permissions: ['readOrganization'] } },
  /** One shared announcement, no list (spec part 3: /admin/announcements). */
  adminAnnouncements: { path: '/dashboard/admin/announcements', access: { minLevel: ADMIN_LEVEL, permissions: ['editAnnouncements'] } },
  orgUsers: { path: '/dashboard/org/users', access: { permissions: ['readOrg', 'readOrgUser'] }, needsOrganization: true },
  orgGroups: { path: '/dashboard/org/groups', access: { permissions: ['readOrg', 'readGroup'] }, needsOrganization: true },
} as const satisfies Record<string, Section>;

/** An item of a section: {path}/{id}, with /back when closing it should return to the previous page. */
export const itemPath = (section: Section, id: string, back = false): string => `${section.path}/${id}${back ? '/back' : ''}`;

