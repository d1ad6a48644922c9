import type { PermissionName } from '../catalogue/index.js';

/**
 * Where each permission of the catalogue is enforced. Typed over every name, so a permission added
 * to the catalogue without its rule does not compile, and rules.unit.spec.ts checks that each
 * permission claimed by a rule really changes what that rule answers.
 */
export type Enforcement =
  | { readonly by: 'userAbilities' | 'userListScope' | 'canCreateUserIn' | 'organizations' | 'groups' | 'content' | 'threads' | 'reports' | 'audit' }
  | { readonly by: 'route'; readonly path: string }
  /** A capability still to come checks it; named so the gap stays visible. */
  | { readonly by: 'pending'; readonly capability: string };

const route = (path: string): Enforcement => ({ by: 'route', path });
const pending = (capability: string): Enforcement => ({ by: 'pending', capability });
const COMMUNITY = { by: 'threads' } as const;
const CONTENT = { by: 'content' } as const;
const ASSIGNMENTS = CONTENT;
const REPORTS = { by: 'reports' } as const;
const AUDIT = { by: 'audit' } as const;
const users = { by: 'userAbilities' } as const;

export const PERMISSION_ENFORCEMENT: Readonly<Record<PermissionName, Enforcement>> = {
  ctAccess: route('/dashboard/learning, /course'),
  ctSubmit: pending('reviews and submissions'),
  community: COMMUNITY,
  chat: COMMUNITY,
  readThreads: COMMUNITY,
  commentThreads: COMMUNITY,
  createThreads: COMMUNITY,
  readOrg: { by: 'organizations' },
  readOrgUser: { by: 'userListScope' },
  readOrgThreads: COMMUNITY,
  commentOrgThreads: COMMUNITY,
  createOrgThreads: COMMUNITY,
  lockOrgThreads: COMMUNITY,
  readOrgUserDetails: users,
  createOrgUser: { by: 'canCreateUserIn' },
  editOrgUser: users,
  assignOrgUser: users,
  clearOrgUserStats: pending('progress and stats'),
  readOrgUserPerms: users,
  editOrgUserPerms: users,
  passwordOrgUser: users,
  readGroup: { by: 'groups' },
  editGroup: { by: 'groups' },
  readOrgAssignment: ASSIGNMENTS,
  createOrgAssignment: ASSIGNMENTS,
  lockOrgAssignment: ASSIGNMENTS,
  deleteOrgAssignment: ASSIGNMENTS,
  editOtherOrgAssignment: ASSIGNMENTS,
  generateOrgReport: REPORTS,
  deleteOtherOrgReport: REPORTS,
  auditOrgReviews: AUDIT,
  deactivateOrgUser: users,
  lockOtherOrgAssignment: ASSIGNMENTS,
  deleteOtherOrgAssignment: ASSIGNMENTS,
  readOrgContent: CONTENT,
  createOrgContent: CONTENT,
  lockOrgContent: CONTENT,
  deleteOrgContent: CONTENT,
  editOtherOrgContent: CONTENT,
  lockOtherOrgContent: CONTENT,
  deleteOtherOrgContent: CONTENT,
  deleteOrgThreads: COMMUNITY,
  editOrgThreads: COMMUNITY,
  lockThreads: COMMUNITY,
  editThreads: COMMUNITY,
  readUser: { by: 'userListScope' },
  readUserDetails: users,
  createUser: { by: 'canCreateUserIn' },
  editUser: users,
  assignUser: users,
  readUserPerms: users,
  editUserPerms: users,
  deactivateUser: users,
  passwordUser: users,
  readOrganization: { by: 'organizations' },
  editOrganization: { by: 'organizations' },
  readAssignment: ASSIGNMENTS,
  createAssignment: ASSIGNMENTS,
  lockAssignment: ASSIGNMENTS,
  deleteAssignment: ASSIGNMENTS,
  editOtherAssignment: ASSIGNMENTS,
  readContent: CONTENT,
  createContent: CONTENT,
  deleteContent: CONTENT,
  lockContent: CONTENT,
  editOtherContent: CONTENT,
  generateReport: REPORTS,
  auditReviews: AUDIT,
  editAnnouncements: route('PUT /announcement, /admin/announcements'),
  deleteThreads: COMMUNITY,
  deleteOtherAssignment: ASSIGNMENTS,
  lockOtherAssignment: ASSIGNMENTS,
  deleteOtherContent: CONTENT,
  lockOtherContent: CONTENT,
  deleteOtherReport: REPORTS,
  readUserSubscriptions: pending('subscriptions (sales)'),
  editUserSubscriptions: pending('subscriptions (sales)'),
};
