import type { ItemAbilities, ListQuery } from './lists.js';
import type { Role } from './roles.js';
import type { Bio } from './users.js';

/** Routes of the administration of users, organizations and groups (under /api/v1). */
export const DIRECTORY_ROUTES = {
  users: '/users',
  user: (id: string) => `/users/${id}`,
  usersImportPreview: '/users/import/preview',
  usersImport: '/users/import',
  userHistory: (id: string) => `/users/${id}/history`,
  userTokens: (id: string) => `/users/${id}/tokens`,
  userToken: (id: string, tokenId: string) => `/users/${id}/tokens/${tokenId}`,
  userDisabled: (id: string) => `/user/disabled/${id}`,
  resetPasswordFor: '/user/resetPassword',
  rawImport: '/user/rawImport',
  organizations: '/organizations',
  organization: (id: string) => `/organizations/${id}`,
  organizationMembers: (id: string) => `/organizations/${id}/members`,
  groups: '/groups',
  group: (id: string) => `/groups/${id}`,
  curricula: '/curricula',
} as const;

export type OrgFilter = 'any' | 'none' | 'assigned';
export type CurriculumFilter = 'any' | 'none' | 'assigned';
export type DisabledFilter = 'show' | 'hide' | 'only';

/** GET /users: paging, search and the filters of spec part 1 section 7. */
export interface UserListQuery extends ListQuery {
  /** Several roles, comma separated on the wire. */
  role?: Role[];
  org?: OrgFilter;
  /** A group id of the organization in scope. */
  group?: string;
  curriculum?: CurriculumFilter;
  disabled?: DisabledFilter;
}

/** What the caller may do with one user (spec part 1 section 6, "User management rules"). */
export interface UserAbilities extends ItemAbilities {
  canReadDetails: boolean;
  canEditRole: boolean;
  /** Roles the caller may give this user (up to the caller's level, above guest). */
  roleOptions: Role[];
  canReadPermissions: boolean;
  canEditPermissions: boolean;
  canAssign: boolean;
  canChangeOrganization: boolean;
  canDeactivate: boolean;
  canResetPassword: boolean;
  /** 'Clear Stats': clears the user's progress in every course (admin or super, not above them). */
  canClearStats: boolean;
  /** Issue, list and revoke the user's personal access tokens (docs/adr/0034). */
  canManageTokens: boolean;
}

/** A row of the user list. Personal details are blank for callers without the detail permission. */
export interface UserListItem {
  id: string;
  itemId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  orgId: string | null;
  orgName: string | null;
  groupId: string | null;
  groupName: string | null;
  curriculum: string | null;
  curriculumName: string | null;
  disabled: boolean;
  created: number;
  abilities: UserAbilities;
  /** Increases with every change of the user (read-model notices carry it). */
  version: number;
}

/** GET /users/{id}: the user form's record. */
export interface UserDetail extends UserListItem {
  bio: Bio;
  terms: number;
  /** The user's own overrides (only with the permission-read rights, else empty). */
  permissions: Record<string, boolean>;
  /** Every permission as decided for the user (only with the permission-read rights, else empty). */
  effectivePermissions: Record<string, boolean>;
}

/** POST /users and PUT /users/{id}. Every field is optional on update; only what changes is applied. */
export interface UserWrite {
  email: string;
  /** Only on creation; without one the user gets an e-mail with a link to choose a password. */
  password?: string;
  role: Role;
  orgId: string | null;
  groupId: string | null;
  curriculum: string | null;
  bio: Partial<Bio> & { firstName: string; lastName: string };
  permissions?: Record<string, boolean>;
}

/** One administrative change of a user, as GET /users/{id}/history reads it back from the events. */
export interface UserHistoryEntry {
  type: string;
  occurredAt: string;
  /** Who made the change; null for the system (seed, imports without a session). */
  actorId: string | null;
  actorName: string | null;
  /** What changed (no password, session or token hashes). */
  changes: Record<string, unknown>;
}

/** One row of a CSV import as the preview reports it. */
export interface ImportRow {
  /** Line number in the file (the header is line 1). */
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  /** As written in the file (it may not be a role). */
  role: string;
  group: string;
  errors: { field: string; message: string }[];
}

/** POST /user/rawImport: records created, and records skipped because they did not validate. */
export interface RawImportResult {
  imported: number;
  skipped: number;
}

export interface ImportPreview {
  rows: ImportRow[];
  valid: number;
  invalid: number;
}

export interface ImportResult {
  imported: number;
  /** Rows not imported, with why. */
  failed: ImportRow[];
}

/** The columns a user CSV may have (header names, case-insensitive); email, firstName and lastName are required. */
export const USER_IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'role', 'group', 'lab', 'profession', 'country', 'postalCode'] as const;

/** Organizations (spec part 2): the DEFAULT organization cannot be deleted. */
export interface OrganizationItem {
  id: string;
  itemId: string;
  name: string;
  region: string | null;
  preWork: boolean;
  defaultCurriculum: string | null;
  defaultCurriculumName: string | null;
  /** Number of members. */
  users: number;
  created: number;
  abilities: ItemAbilities;
  /** Increases with every change of the organization (read-model notices carry it). */
  version: number;
}

export interface OrganizationWrite {
  name: string;
  region: string | null;
  preWork: boolean;
  defaultCurriculum: string | null;
}

/** Groups: organization-scoped; cannot be locked, accessed or reviewed. */
export interface GroupItem {
  id: string;
  itemId: string;
  orgId: string;
  name: string;
  description: string;
  tags: string[];
  defaultCurriculum: string | null;
  defaultCurriculumName: string | null;
  users: number;
  created: number;
  abilities: ItemAbilities;
  /** Increases with every change of the group (read-model notices carry it). */
  version: number;
}

export interface GroupWrite {
  orgId: string;
  name: string;
  description: string;
  tags: string[];
  defaultCurriculum: string | null;
}

/** Texts of the administration (spec part 1 sections 7 and 8). */
export const DIRECTORY_MSG = {
  cannotRemoveUser: 'You are not allowed to remove this user!',
  cannotDeleteSelf: 'You are not allowed to delete yourself!',
  resetPasswordSent: 'An email was sent to the user which contains a link that will reset the password when clicked.',
  resetPasswordErrorPrefix: 'Unexpected error occurred: ',
  deleteConfirmTitle: 'Are you sure you want to delete this item?',
  deleteConfirmText: 'This action cannot be undone.',
  deactivatedLabel: 'Deactivated',
  // Not in the spec; written down in docs/adr/0009-administration.md.
  cannotDeleteDefaultOrganization: 'The default organization cannot be deleted.',
  organizationHasMembers: 'This organization still has members. Move or remove them first.',
  cannotDeactivateSelf: 'You are not allowed to deactivate yourself!',
  cannotDeactivateUser: 'You are not allowed to deactivate this user!',
  cannotResetPassword: 'You are not allowed to reset the password of this user!',
  userNotFound: 'User not found.',
  organizationNotFound: 'Organization not found.',
  groupNotFound: 'Group not found.',
  groupNotInOrganization: 'The group does not belong to the organization.',
  noSuchOrganization: 'No such organization.',
  noSuchCurriculum: 'No such assignment.',
  // Also for ids that do not exist, so a private assignment's existence is not revealed.
  assignmentNotAvailable: 'The assignment is not available to this organization.',
} as const;
