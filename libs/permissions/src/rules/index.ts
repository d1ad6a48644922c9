// User-management rules (who may edit, list, deactivate whom), built on holdsScoped; see ADR 0006 and 0009.
export { holdsScoped, type Actor, type ScopedPermission } from './scope.js';
export {
  canClearProgress,
  canCreateUserIn,
  canGrantOnCreate,
  canReadUser,
  mayListUsersOf,
  roleOptionsFor,
  userAbilities,
  userListScope,
  type ListScope,
  type UserTarget,
} from './users.js';
export { PERMISSION_ENFORCEMENT, type Enforcement } from './enforcement.js';
export { userView, type UserView, type VisibleUser } from './visibility.js';
export {
  canConfigureIdentityProviders,
  canConfigureLtiPlatforms,
  canEditGroupsOf,
  canEditOrganizations,
  canListOrganizations,
  canReadGroupsOf,
  canReadOrganization,
  groupAbilities,
  organizationAbilities,
} from './organizations.js';
export {
  canCreateContent,
  canReadContent,
  contentAbilities,
  contentKindOf,
  contentListScope,
  visibleInOrganization,
  type ContentKind,
  type ContentTarget,
} from './content.js';
export { canCommentThread, canCreateThread, canReadThread, messageAbilities, threadAbilities, type ThreadTarget } from './threads.js';
export { canCreateReport, canReadReport, reportAbilities, reportListScope, type ReportRef } from './reports.js';
export { auditListScope, canAuditReview, type AuditedReview } from './audit.js';
export { canJoinTeaching, canStartTeaching, mayTeach, type TeachingRef } from './teaching.js';
