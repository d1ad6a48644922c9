import type { Role } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { ROLE_DEFAULTS, validatePermissionOverrides, mayHold, isPermissionName } from '@cytocampus/permissions';

/**
 * The override map to store for a role: the toggles sent (checked against the role; granting one
 * above it is a 400 with the spec's message) merged over the current overrides, keeping only what
 * differs from the role's defaults and what the role may hold, so that defaults keep following
 * the role.
 */
export function overridesFor(role: Role, current: Record<string, boolean>, sent: Record<string, unknown> | undefined): Record<string, boolean> {
  const { cleaned, errors } = validatePermissionOverrides(role, sent);
  if (errors.length > 0) throw DomainError.invalid(errors);
  const merged: Record<string, boolean> = { ...current, ...cleaned };
  const kept: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(merged)) {
    if (isPermissionName(name) && mayHold(role, name) && ROLE_DEFAULTS[role][name] !== value) kept[name] = value;
  }
  return kept;
}
