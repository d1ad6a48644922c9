// User-management rules (who may edit, list, deactivate whom) slot in here, one file per rule,
// built on holdsScoped; see ADR 0006.
export { holdsScoped, type Actor, type ScopedPermission } from './scope.js';
