import { PERMISSION_CATALOGUE, PERMISSION_NAMES, PERMISSION_SECTIONS, type PermissionName, type PermissionSection } from './catalogue/index.js';

/** Permission names grouped by user-form section, sections and names in display order. */
export function permissionsBySection(): Record<PermissionSection, PermissionName[]> {
  const groups = Object.fromEntries(PERMISSION_SECTIONS.map((section) => [section, [] as PermissionName[]])) as Record<PermissionSection, PermissionName[]>;
  for (const name of PERMISSION_NAMES) groups[PERMISSION_CATALOGUE[name].section].push(name);
  return groups;
}
