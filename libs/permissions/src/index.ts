export { atLeast, normalizeRole, roleLabel, roleLevel } from './roles.js';
export {
  isPermissionName,
  PERMISSION_CATALOGUE,
  PERMISSION_NAMES,
  PERMISSION_SECTIONS,
  type PermissionEntry,
  type PermissionName,
  type PermissionSection,
} from './catalogue/index.js';
export { canonicalPermission, PERMISSION_ALIASES } from './aliases.js';
export { PERMISSION_DEPENDENCIES, requiredBy } from './dependencies.js';
export { mayHold, ROLE_DEFAULTS, type PermissionSet } from './defaults.js';
export { resolvePermissions, type PermissionHolder } from './resolve.js';
export { canAccess, hasPermission, permissionLookup, type AccessRule, type PermissionSubject } from './access.js';
export { permissionTooHighMessage, validatePermissionOverrides, type OverrideValidation } from './overrides.js';
export { permissionsBySection } from './sections.js';
export * from './rules/index.js';
export {
  ANYONE,
  ANYONE_KNOWN,
  atLeastRole,
  describePolicy,
  holding,
  holdingAnyOf,
  permits,
  readsSession,
  SIGNED_IN,
  type Policy,
  type PolicyAnswer,
} from './policy.js';
