import { SITE_ADMINISTRATION } from './admin.js';
import { BASIC } from './basic.js';
import { ORGANIZATION } from './organization.js';
import { SALES } from './sales.js';
import type { PermissionEntry } from './types.js';

/** Every permission of the spec, in form order (section by section). */
export const PERMISSION_CATALOGUE = { ...BASIC, ...ORGANIZATION, ...SITE_ADMINISTRATION, ...SALES } as const satisfies Record<string, PermissionEntry>;

export type PermissionName = keyof typeof PERMISSION_CATALOGUE;

export const PERMISSION_NAMES = Object.keys(PERMISSION_CATALOGUE) as readonly PermissionName[];

export function isPermissionName(name: string): name is PermissionName {
  return Object.hasOwn(PERMISSION_CATALOGUE, name);
}

export { PERMISSION_SECTIONS, type PermissionEntry, type PermissionSection } from './types.js';
