import { COMMUNITY_PATHS, ROLE_LEVEL } from '@cytocampus/contracts';
import type { AccessRule } from '@cytocampus/permissions';

export interface Section {
  /** The section's list; its items are at {path}/{contentId}/{back?}. */
  path: string;
  /** Who may open it (spec part 1 section 6, part 2 section 6). */
  access: AccessRule;
  /** Only for users who belong to an organization. */
  needsOrganization?: boolean;
}

const ADMIN_LEVEL = 3;

/**
 * The content area has two audiences (spec part 2 section 6): admins with readContent author
 * site-wide, managers with readOrgContent their organization's content. An access rule holds all
 * of its conditions, so each audience is a rule of its own; the area's routes let managers and up
 * in and the content pages tell the two apart (features/content).
 */
export const CONTENT_AUDIENCES = {
  admin: { minLevel: ADMIN_LEVEL, permissions: ['readContent'] },
  org: { roles: ['manager'], permissions: ['readOrgContent'] },
} as const satisfies Record<string, AccessRule>;
const CONTENT_AREA: AccessRule = { minLevel: 2 };

/** Sections of the admin and organization areas: the router, the side menu and the pages read these. */
export const SECTIONS = {
  /** The learner's courses (spec part 2 section 2: ctAccess); a course is at {path}/{moduleId}/{back?}. */
  learningCourses: { path: '/dashboard/learning/courses', access: { permissions: ['ctAccess'] } },
  /** The learner's P.A.C.E. certificates (spec part 2 route table: ctAccess). */
  learningCertificates: { path: '/dashboard/learning/certificates', access: { permissions: ['ctAccess'] } },
  /** The learner's own Skills page (issue 31, docs/adr/0036): whoever takes courses. */
  learningSkills: { path: '/dashboard/learning/skills', access: { permissions: ['ctAccess'] } },
  adminUsers: { path: '/dashboard/admin/users', access: { minLevel: ADMIN_LEVEL, permissions: ['readUser'] } },
  adminOrganizations: { path: '/dashboard/admin/organizations', access: { minLevel: ADMIN_LEVEL, permissions: ['readOrganization'] } },
  /** One shared announcement, no list (spec part 3: /admin/announcements). */
  adminAnnouncements: { path: '/dashboard/admin/announcements', access: { minLevel: ADMIN_LEVEL, permissions: ['editAnnouncements'] } },
  /** LTI 1.3's learning platforms, our keys and the scores sent back (docs/adr/0042): super users only, as the API's routes, since a platform makes accounts. */
  adminLti: { path: '/dashboard/admin/lti', access: { minLevel: ROLE_LEVEL.super } },
  orgUsers: { path: '/dashboard/org/users', access: { permissions: ['readOrg', 'readOrgUser'] }, needsOrganization: true },
  orgGroups: { path: '/dashboard/org/groups', access: { permissions: ['readOrg', 'readGroup'] }, needsOrganization: true },
  /** The organization progress page (issue 13): the manager's own organization; admins pick one at adminProgress. */
  orgProgress: { path: '/dashboard/org/progress', access: { permissions: ['readOrg', 'readOrgUser'] }, needsOrganization: true },
  adminProgress: { path: '/dashboard/admin/progress', access: { minLevel: ADMIN_LEVEL, permissions: ['readUser'] } },
  /** The PT page (issue 30, docs/adr/0035): whoever may see the organization progress page, for the same people. */
  orgProficiency: { path: '/dashboard/org/proficiency', access: { permissions: ['readOrg', 'readOrgUser'] }, needsOrganization: true },
  adminProficiency: { path: '/dashboard/admin/proficiency', access: { minLevel: ADMIN_LEVEL, permissions: ['readUser'] } },
  /** The organization's Skills view (issue 31): for those who see the progress page; a learner's at {path}/{userId}. Admins pick one at adminSkills. */
  orgSkills: { path: '/dashboard/org/skills', access: { permissions: ['readOrg', 'readOrgUser'] }, needsOrganization: true },
  adminSkills: { path: '/dashboard/admin/skills', access: { minLevel: ADMIN_LEVEL, permissions: ['readUser'] } },
  /** Reports (issue 15, docs/adr/0028): every report in the admin area (generateReport), the own organization's in its area (generateOrgReport). */
  adminReports: { path: '/dashboard/admin/reports', access: { minLevel: ADMIN_LEVEL, permissions: ['generateReport'] } },
  orgReports: { path: '/dashboard/org/reports', access: { permissions: ['readOrg', 'generateOrgReport'] }, needsOrganization: true },
  /**
   * The review audit (issue 16): one list, whose rows the API scopes (every learner's with
   * auditReviews, the own organization's with auditOrgReviews). The organization's entry is for
   * managers; an administrator finds it under Administration.
   */
  orgAudit: { path: '/dashboard/audit', access: { maxLevel: ADMIN_LEVEL - 1, permissions: ['auditOrgReviews'] }, needsOrganization: true },
  adminAudit: { path: '/dashboard/audit', access: { permissions: ['auditReviews'] } },
  adminAssignments: { path: '/dashboard/admin/assignments', access: { minLevel: ADMIN_LEVEL, permissions: ['readAssignment'] } },
  orgAssignments: { path: '/dashboard/org/assignments', access: { permissions: ['readOrg', 'readOrgAssignment'] }, needsOrganization: true },
  contentCourses: { path: '/dashboard/content/courses', access: CONTENT_AREA },
  contentPresentations: { path: '/dashboard/content/presentations', access: CONTENT_AREA },
  contentQuizzes: { path: '/dashboard/content/quizzes', access: CONTENT_AREA },
  contentTests: { path: '/dashboard/content/tests', access: CONTENT_AREA },
  contentFeedback: { path: '/dashboard/content/feedback', access: CONTENT_AREA },
  /** Lab slides (spec part 3 route table: /dashboard/content/slides). */
  contentSlides: { path: '/dashboard/content/slides', access: CONTENT_AREA },
  /** Community threads (spec part 3 section 6: readThreads, and `community`, the area's own switch). */
  communityThreads: { path: COMMUNITY_PATHS.threads, access: { permissions: ['community', 'readThreads'] } },
  /** The own organization's threads (readOrgThreads). */
  communityOrgThreads: { path: COMMUNITY_PATHS.orgThreads, access: { permissions: ['community', 'readOrgThreads'] }, needsOrganization: true },
  /** Direct conversations (chat); a thread of any kind opens at COMMUNITY_PATHS.thread(id), beneath this path. */
  communityMessages: { path: COMMUNITY_PATHS.messages, access: { permissions: ['chat'] } },
  /** Live teaching (issue 16, docs/adr/0030): every signed-in user lists the sessions they may join; managers and above start them. */
  teaching: { path: '/dashboard/teaching', access: { roles: ['cytotechnologist', 'manager', 'admin', 'super'] } },
} as const satisfies Record<string, Section>;

/** An item of a section: {path}/{id}, with /back when closing it should return to the previous page. */
export const itemPath = (section: Section, id: string, back = false): string => `${section.path}/${id}${back ? '/back' : ''}`;

/** A slide review's replay (issue 16), opened at a slide page when given; the API decides who may see it. */
export const reviewReplayPath = (reviewId: string, page?: number): string =>
  `${SECTIONS.adminAudit.path}/${encodeURIComponent(reviewId)}${page === undefined ? '' : `?page=${page}`}`;
