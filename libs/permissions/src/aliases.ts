import { isPermissionName, type PermissionName } from './catalogue/index.js';

/** Other spellings accepted on input; output always uses the canonical name (ADR 0006). */
export const PERMISSION_ALIASES: Readonly<Record<string, PermissionName>> = {
  commentOrgthreads: 'commentOrgThreads',
};

/** The canonical name for a name or alias, or undefined for a name the catalogue does not know. */
export function canonicalPermission(name: string): PermissionName | undefined {
  if (isPermissionName(name)) return name;
  return Object.hasOwn(PERMISSION_ALIASES, name) ? PERMISSION_ALIASES[name] : undefined;
}
