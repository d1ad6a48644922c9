import { canonicalPermission } from './aliases.js';
import { PERMISSION_NAMES, type PermissionName } from './catalogue/index.js';
import { mayHold, ROLE_DEFAULTS, type PermissionSet } from './defaults.js';
import { requiredBy } from './dependencies.js';
import { normalizeRole } from './roles.js';

/** Who a permission is decided for: a role (any string; unknown means guest) and the user's own overrides. */
export interface PermissionHolder {
  readonly role: string | null | undefined;
  /** The user's own map of booleans overriding the role defaults; aliases accepted, unknown names ignored. */
  readonly permissions?: Readonly<Record<string, unknown>> | null;
}

/** Overrides under their canonical names; a canonical key wins over its alias; non-booleans are ignored. */
function canonicalOverrides(permissions: PermissionHolder['permissions']): Partial<PermissionSet> {
  const result: Partial<PermissionSet> = {};
  for (const [key, value] of Object.entries(permissions ?? {})) {
    const name = canonicalPermission(key);
    if (name === undefined || typeof value !== 'boolean') continue;
    if (name === key || !(name in result)) result[name] = value;
  }
  return result;
}

/**
 * Every permission decided (spec part 1 section 6): super has all; others get the role default,
 * overridden by their own map, false above their role, and false while a dependency fails.
 */
export function resolvePermissions(holder: PermissionHolder): PermissionSet {
  const role = normalizeRole(holder.role);
  if (role === 'super') return { ...ROLE_DEFAULTS.super };
  const overrides = canonicalOverrides(holder.permissions);
  const decided = new Map<PermissionName, boolean>();
  const decide = (name: PermissionName): boolean => {
    const known = decided.get(name);
    if (known !== undefined) return known;
    const own = mayHold(role, name) && (overrides[name] ?? ROLE_DEFAULTS[role][name]);
    const value = own && requiredBy(name).every(decide);
    decided.set(name, value);
    return value;
  };
  const set = {} as PermissionSet;
  for (const name of PERMISSION_NAMES) set[name] = decide(name);
  return set;
}
