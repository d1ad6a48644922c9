import { randomUUID } from 'node:crypto';
import { LTI_ROLES } from './vocabulary.js';

/** A person enrolled in a course, as the LMS knows them; `userId` is their LTI `sub`. */
export interface CourseMember {
  userId: string;
  givenName: string;
  familyName: string;
  email: string;
  /** IMS role URIs (LTI_ROLES). */
  roles: readonly string[];
  /** NRPS membership status; Active by default. */
  status?: 'Active' | 'Inactive' | 'Deleted';
}

/** The line item a resource link is graded in (AGS "coupled" line item). */
export interface LineItemDefinition {
  label: string;
  scoreMaximum: number;
  tag?: string;
  resourceId?: string;
}

/** A placement of the tool in a course. */
export interface ResourceLinkDefinition {
  id: string;
  title: string;
  /** Where the launch goes; the tool's launch URL by default. */
  targetLinkUri?: string;
  /** Sent in the custom claim as they are. */
  custom?: Readonly<Record<string, string>>;
  lineItem?: LineItemDefinition;
}

/** A course (an LTI context). */
export interface CourseDefinition {
  id: string;
  label: string;
  title: string;
  members: readonly CourseMember[];
  links: readonly ResourceLinkDefinition[];
}

/** Where the tool under test answers; by default CytoCampus's paths under its public URL. */
export interface ToolEndpoints {
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
}

export const toolEndpointsAt = (toolUrl: string): ToolEndpoints => {
  const base = toolUrl.replace(/\/+$/, '');
  return { loginUrl: `${base}/api/v1/lti/login`, launchUrl: `${base}/api/v1/lti/launch`, jwksUrl: `${base}/api/v1/lti/jwks` };
};

export interface LtiPlatformOptions {
  /** The tool's public URL (e.g. http://localhost:3000): its LTI endpoints are found under /api/v1/lti. */
  toolUrl: string;
  /** Overrides of single tool endpoints (a tool with other paths). */
  tool?: Partial<ToolEndpoints>;
  /**
   * 127.0.0.2 by default: another site than the product's 127.0.0.1/localhost, so a framed launch
   * is truly cross-site (Linux routes all of 127/8). LTI_TEST_HOST overrides it.
   */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** The tool's client id at this platform; generated when not given. */
  clientId?: string;
  /** The deployments of the tool; the first is used by default. */
  deploymentIds?: readonly string[];
  courses?: readonly CourseDefinition[];
  /** The LMS's name on its pages and in the tool_platform claim. */
  name?: string;
}

export const DEFAULT_DEPLOYMENT_ID = 'deployment-1';
export const DEFAULT_PLATFORM_NAME = 'Test LMS';

/** Cytology course members: one instructor, two active learners and one who left the course. */
export const DEFAULT_MEMBERS: readonly CourseMember[] = [
  { userId: 'lms-user-irene', givenName: 'Irene', familyName: 'Instructor', email: 'irene.instructor@lms.test', roles: [LTI_ROLES.instructor] },
  { userId: 'lms-user-lea', givenName: 'Léa', familyName: 'Learner', email: 'lea.learner@lms.test', roles: [LTI_ROLES.learner] },
  { userId: 'lms-user-leo', givenName: 'Leo', familyName: 'Learner', email: 'leo.learner@lms.test', roles: [LTI_ROLES.learner] },
  { userId: 'lms-user-lou', givenName: 'Lou', familyName: 'Former', email: 'lou.former@lms.test', roles: [LTI_ROLES.learner], status: 'Inactive' },
];

export const DEFAULT_COURSES: readonly CourseDefinition[] = [
  {
    id: 'course-cyto-101',
    label: 'CYTO-101',
    title: 'Gynecologic cytology basics',
    members: DEFAULT_MEMBERS,
    links: [
      {
        id: 'link-pap-review',
        title: 'Pap smear review',
        custom: { module: 'pap-smear-review' },
        lineItem: { label: 'Pap smear review', scoreMaximum: 100, tag: 'review' },
      },
      { id: 'link-reading', title: 'Reading room' },
    ],
  },
];

export interface ResolvedConfiguration {
  clientId: string;
  deploymentIds: readonly string[];
  courses: readonly CourseDefinition[];
  tool: ToolEndpoints;
  name: string;
}

export const resolveConfiguration = (options: LtiPlatformOptions): ResolvedConfiguration => ({
  clientId: options.clientId ?? `cytocampus-${randomUUID()}`,
  deploymentIds: options.deploymentIds?.length ? options.deploymentIds : [DEFAULT_DEPLOYMENT_ID],
  courses: options.courses ?? DEFAULT_COURSES,
  tool: { ...toolEndpointsAt(options.toolUrl), ...options.tool },
  name: options.name ?? DEFAULT_PLATFORM_NAME,
});
