import { entry } from './types.js';

const on = entry('Organization Management', 'manager', 'manager');
const off = entry('Organization Management', 'manager', null);

/** The organization set: Manager and above. readOrg and readOrgUser live in the base set (basic.ts). */
export const ORGANIZATION = {
  lockOrgThreads: on,
  readOrgUserDetails: on,
  createOrgUser: on,
  editOrgUser: on,
  assignOrgUser: on,
  clearOrgUserStats: on,
  readOrgUserPerms: on,
  editOrgUserPerms: on,
  passwordOrgUser: on,
  readGroup: on,
  editGroup: on,
  readOrgAssignment: on,
  createOrgAssignment: on,
  lockOrgAssignment: on,
  deleteOrgAssignment: on,
  editOtherOrgAssignment: on,
  generateOrgReport: on,
  deleteOtherOrgReport: on,
  // Ours (issue 16): replay the slide reviews of the own organization's learners.
  auditOrgReviews: on,
  deactivateOrgUser: off,
  lockOtherOrgAssignment: off,
  deleteOtherOrgAssignment: off,
  readOrgContent: off,
  createOrgContent: off,
  lockOrgContent: off,
  deleteOrgContent: off,
  editOtherOrgContent: off,
  lockOtherOrgContent: off,
  deleteOtherOrgContent: off,
  deleteOrgThreads: off,
  editOrgThreads: off,
} as const;
