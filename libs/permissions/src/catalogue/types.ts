import type { Role } from '@cytocampus/contracts';

/** Sections of the user form, in display order (spec part 1 section 6). */
export const PERMISSION_SECTIONS = ['Basic', 'Organization Management', 'Site Administration', 'Sales'] as const;
export type PermissionSection = (typeof PERMISSION_SECTIONS)[number];

/** What the catalogue knows about one permission, besides its dependencies (see dependencies.ts). */
export interface PermissionEntry {
  readonly section: PermissionSection;
  /** Lowest role that may hold it at all; lower roles never have it, not even by override. */
  readonly minRole: Role;
  /** Lowest role holding it by default; null when only super (who has everything) does. */
  readonly defaultFrom: Role | null;
}

export const entry = (section: PermissionSection, minRole: Role, defaultFrom: Role | null): PermissionEntry => ({
  section,
  minRole,
  defaultFrom,
});
