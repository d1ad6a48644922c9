import { entry } from './types.js';

const on = entry('Site Administration', 'admin', 'admin');
const off = entry('Site Administration', 'admin', null);

/** The admin set: Admin and above. The two subscription permissions are shown under Sales (sales.ts). */
export const SITE_ADMINISTRATION = {
  lockThreads: on,
  editThreads: on,
  readUser: on,
  readUserDetails: on,
  createUser: on,
  editUser: on,
  assignUser: on,
  readUserPerms: on,
  editUserPerms: on,
  deactivateUser: on,
  passwordUser: on,
  readOrganization: on,
  editOrganization: on,
  readAssignment: on,
  createAssignment: on,
  lockAssignment: on,
  deleteAssignment: on,
  editOtherAssignment: on,
  readContent: on,
  createContent: on,
  deleteContent: on,
  lockContent: on,
  editOtherContent: on,
  generateReport: on,
  editAnnouncements: on,
  // Ours (issue 16): replay any learner's slide review and its screening coverage.
  auditReviews: on,
  deleteThreads: off,
  deleteOtherAssignment: off,
  lockOtherAssignment: off,
  deleteOtherContent: off,
  lockOtherContent: off,
  deleteOtherReport: off,
} as const;
