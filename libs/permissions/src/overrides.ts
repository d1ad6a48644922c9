import { FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import { canonicalPermission } from './aliases.js';
import { PERMISSION_CATALOGUE, type PermissionName } from './catalogue/index.js';
import { mayHold } from './defaults.js';
import { normalizeRole, roleLabel } from './roles.js';

export interface OverrideValidation {
  /** The toggles the role may hold, under canonical names. */
  readonly cleaned: Partial<Record<PermissionName, boolean>>;
  readonly errors: FieldError[];
}

/** Spec text; {role} is the label a user reads (Learner, Manager, Admin, Astronaut), {field} the permission name. */
export const permissionTooHighMessage = (minRoleLabel: string, field: string): string =>
  `User must be at least a ${minRoleLabel} to have the permission: ${field}`;

const INVALID_TOGGLE = 'Value is not valid';

/** Form data sends booleans as 1 or 0 (spec part 1 section 3). */
function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return undefined;
}

/**
 * Checks a user's permission toggles against the role they will have. Granting a permission above
 * the role is an error; every toggle above the role is dropped, and so are unknown names.
 */
export function validatePermissionOverrides(role: unknown, overrides: Readonly<Record<string, unknown>> | null | undefined): OverrideValidation {
  const target = normalizeRole(role);
  const cleaned: Partial<Record<PermissionName, boolean>> = {};
  const errors: FieldError[] = [];
  for (const [key, raw] of Object.entries(overrides ?? {})) {
    const name = canonicalPermission(key);
    if (name === undefined) continue;
    const field = `permissions.${name}`;
    const value = toBoolean(raw);
    if (value === undefined) {
      errors.push({ field, message: INVALID_TOGGLE, code: FORM_ERROR.invalid });
    } else if (!mayHold(target, name)) {
      const message = permissionTooHighMessage(roleLabel(PERMISSION_CATALOGUE[name].minRole), name);
      if (value) errors.push({ field, message, code: FORM_ERROR.invalid });
    } else if (name === key || !(name in cleaned)) {
      cleaned[name] = value;
    }
  }
  return { cleaned, errors };
}
