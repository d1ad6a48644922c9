/**
 * LTI 1.3 Advantage (issue 34, part 2; docs/adr/0042): CytoCampus as a tool that a learning
 * management system (the platform) launches in a frame, that an instructor picks content from
 * (Deep Linking), that sends scores back (Assignment and Grade Services) and reads a course's
 * roster (Names and Role Provisioning Services). Super users register the platforms.
 */

/** Paths under API_PREFIX. The first three are called by the platform (or the browser it sends), not by our pages. */
export const LTI_ROUTES = {
  /** GET or POST: the platform's third-party initiated login (IMS Security Framework 5.1.1). */
  login: '/lti/login',
  /** POST form `id_token`, `state`: the launch (our redirect URI, also of deep linking). */
  launch: '/lti/launch',
  /** GET: our public keys (a JWK set), which platforms verify our messages and token requests with. */
  jwks: '/lti/jwks',
  /** GET: what the framed page of a launch shows (the launch's context, target, deep-linking and roster abilities). */
  context: '/lti/context',
  /** GET: the courses and items an instructor may pick in a deep-linking launch. */
  catalogue: '/lti/catalogue',
  /** POST {items}: the instructor's picks, answered with the signed response and where to post it. */
  deepLinks: '/lti/deep-links',
  /** POST: the launch's course roster, read from the platform, made into a group of the organization. */
  rosterSync: '/lti/roster-sync',
  /** GET: the registered platforms; POST: registers one (super users). */
  platforms: '/lti/platforms',
  /** PUT: changes one; DELETE: removes it. */
  platform: (id: string) => `/lti/platforms/${id}`,
  /** GET: our keys (public parts); POST: a new key becomes the signing key (the older stay published until retired). */
  keys: '/lti/keys',
  /** DELETE: a key no longer signs nor is published. */
  key: (kid: string) => `/lti/keys/${kid}`,
  /** GET: scores sent back to the platforms, failures first (super users). */
  gradePassbacks: '/lti/grade-passbacks',
} as const;

/** The framed session of a launch (SameSite=None, Secure, Partitioned: it exists only inside the platform's page) and the flow between login and launch. */
export const LTI_SESSION_COOKIE = 'cc_lti_session';
export const LTI_STATE_COOKIE = 'cc_lti_state';

/** The claims of LTI 1.3 Core and its services, by their full names. */
export const LTI_CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  msg: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
} as const;

export const LTI_SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export type LtiMessageType = 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';

/** The custom parameter of a resource link that names what it opens: `course/<moduleId>` or `course/<moduleId>/<itemType>/<itemId>`. */
export const LTI_TARGET_PARAMETER = 'cytocampus_target';

/** What a resource link opens: a course, or one item of it (a slide test, a case, a quiz, a presentation). */
export type LtiTarget = { moduleId: string; item: { type: string; itemId: string } | null };

export function ltiTargetText(target: LtiTarget): string {
  const course = `course/${target.moduleId}`;
  return target.item ? `${course}/${target.item.type}/${target.item.itemId}` : course;
}

/** The target a custom parameter names; null when it names none (an unknown shape). */
export function parseLtiTarget(text: unknown): LtiTarget | null {
  if (typeof text !== 'string') return null;
  const parts = text.split('/');
  if (parts[0] !== 'course' || !parts[1]) return null;
  if (parts.length === 2) return { moduleId: parts[1], item: null };
  if (parts.length === 4 && parts[2] && parts[3]) return { moduleId: parts[1], item: { type: parts[2], itemId: parts[3] } };
  return null;
}

/** The page of our site a target opens (the player of an item, the course's page otherwise). */
export function ltiTargetPath(target: LtiTarget): string {
  const module = encodeURIComponent(target.moduleId);
  if (!target.item) return `/dashboard/learning/courses/${module}`;
  return `/course/${module}/${encodeURIComponent(target.item.type)}/${encodeURIComponent(target.item.itemId)}`;
}

/** What a super user sets on a platform. */
export interface LtiPlatformFields {
  name: string;
  /** The platform's issuer (`iss` of its messages). */
  issuer: string;
  /** The client id the platform gave our tool (`aud` of its messages, `iss` of ours). */
  clientId: string;
  /** The deployments of our tool on the platform that may launch it. */
  deploymentIds: string[];
  /** The platform's keys (its JWK set). */
  keySetUrl: string;
  /** Its OIDC authorization endpoint (where the login sends the browser). */
  authUrl: string;
  /** Its OAuth 2 token endpoint (for grades and rosters). */
  tokenUrl: string;
  /** The organization whose accounts its users become. */
  orgId: string;
  enabled: boolean;
}

export type LtiPlatformRequest = LtiPlatformFields;
export type LtiPlatformUpdate = Partial<Omit<LtiPlatformFields, 'orgId'>>;

export interface LtiPlatformItem extends LtiPlatformFields {
  id: string;
  orgName: string;
  /** Accounts that signed in through it. */
  linkedAccounts: number;
  /** Scores it has not accepted yet (still retried). */
  failingPassbacks: number;
  created: number;
  updated: number;
  version: number;
}

/** What to enter at the platform when registering our tool (the same for every platform). */
export interface LtiToolRegistration {
  loginUrl: string;
  launchUrl: string;
  keySetUrl: string;
  deepLinkingUrl: string;
}

export interface LtiPlatformList {
  tool: LtiToolRegistration;
  version: number;
  items: LtiPlatformItem[];
}

/** One of our signing keys: the newest signs, the others stay published until retired. */
export interface LtiToolKeyItem {
  kid: string;
  created: number;
  signing: boolean;
}

export interface LtiToolKeyList {
  version: number;
  items: LtiToolKeyItem[];
}

export type LtiPassbackStatus = 'pending' | 'failing' | 'sent';

/** A score sent back (or to send) to a platform's line item. */
export interface LtiGradePassbackItem {
  id: string;
  platformId: string;
  platformName: string;
  userId: string;
  userName: string;
  title: string;
  /** Null for an item without a score (completed, nothing to grade). */
  scoreGiven: number | null;
  scoreMaximum: number;
  status: LtiPassbackStatus;
  attempts: number;
  /** The platform's last refusal (status and text), when it refused. */
  lastError: string | null;
  nextAttemptAt: number | null;
  completedAt: number;
  sentAt: number | null;
}

export interface LtiGradePassbackList {
  version: number;
  failing: number;
  items: LtiGradePassbackItem[];
}

/** GET /lti/context: the framed launch as its page needs it. */
export interface LtiLaunchContext {
  platformName: string;
  contextTitle: string | null;
  messageType: LtiMessageType;
  /** Where the launch goes (a resource link launch); null for deep linking. */
  targetPath: string | null;
  /** An instructor of the course (deep linking, roster). */
  instructor: boolean;
  /** The platform offers the roster of the course. */
  rosterAvailable: boolean;
}

/** A course and its items as the deep-linking picker lists them. */
export interface LtiCatalogueCourse {
  moduleId: string;
  title: string;
  items: { itemId: string; type: string; title: string; graded: boolean }[];
}

/** POST /lti/deep-links. */
export interface LtiDeepLinkRequest {
  targets: string[];
}

/** The signed deep-linking response: the page posts `jwt` as the form field `JWT` to `returnUrl`. */
export interface LtiDeepLinkAnswer {
  returnUrl: string;
  jwt: string;
}

/** POST /lti/roster-sync: the course's group and what the sync did with the platform's active members. */
export interface LtiRosterSyncAnswer {
  groupId: string;
  groupName: string;
  /** Moved into the group (accounts made for those who had none). */
  added: number;
  alreadyMembers: number;
  /** Left out: no e-mail, or an e-mail another account holds (as at a launch). */
  skipped: number;
}

/** IMS role URIs (LIS vocabulary) our roles map from. */
export const LTI_ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  contentDeveloper: 'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  administrator: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
} as const;

/** Texts of LTI (ours); the launch's refusals show on a page inside the platform's frame. */
export const LTI_MSG = {
  platformNotFound: 'LTI platform not found.',
  unknownPlatform: 'This learning platform is not registered with CytoCampus.',
  platformDisabled: 'This learning platform is switched off in CytoCampus.',
  unknownDeployment: 'This deployment of CytoCampus is not registered for the learning platform.',
  launchExpired: 'This launch took too long or was started in another frame. Please open the link again.',
  invalidToken: "The learning platform's launch could not be verified.",
  replayedLaunch: 'This launch was already used. Please open the link again.',
  missingTarget: 'This link does not name a CytoCampus course or item.',
  targetNotFound: 'The course or item this link opens no longer exists.',
  emailMissing: 'The learning platform did not send your e-mail address.',
  emailTaken: 'An account with your e-mail address already exists in CytoCampus and is not linked to this learning platform. Ask your administrator.',
  otherOrganization: 'This account belongs to another organization.',
  notInstructor: 'Only an instructor of the course can do this.',
  notDeepLinking: 'This launch is not for choosing content.',
  rosterUnavailable: 'The learning platform does not share this course’s roster.',
  platformUnreachable: 'The learning platform cannot be reached. Please try again later.',
  issuerTaken: 'Another platform is registered with this issuer and client id.',
  urlInvalid: 'Each address must be a web address (https).',
  lastSigningKey: 'The signing key cannot be retired: add a new key first.',
  keyNotFound: 'Key not found.',
  noLaunch: 'Open CytoCampus from your learning platform first.',
  frameTitle: 'CytoCampus in your learning platform',
  pickTitle: 'Choose what to add to your course',
  pickExplain: 'The chosen courses and items become links in your course; scores of graded items come back to its gradebook.',
} as const;
