/**
 * The names the IMS specifications fix: claim URIs, message types, role URIs, OAuth scopes and
 * media types. Written once here so that the platform, its drive helpers and the tool's tests
 * spell them the same way as LTI 1.3 Core, Deep Linking 2.0, AGS 2.0 and NRPS 2.0 do.
 */

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';

/** The id_token claims of LTI 1.3 Core and of the services' launch claims. */
export const LTI_CLAIMS = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  roles: `${LTI}/roles`,
  context: `${LTI}/context`,
  toolPlatform: `${LTI}/tool_platform`,
  launchPresentation: `${LTI}/launch_presentation`,
  custom: `${LTI}/custom`,
  /** Assignment and Grade Services 2.0: where the tool reads and writes line items and scores. */
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  /** Names and Role Provisioning Services 2.0: where the tool reads the course's members. */
  namesRoleService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  /** Deep Linking 2.0, in the request. */
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  /** Deep Linking 2.0, in the tool's response. */
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  deepLinkingMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
  deepLinkingErrorMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/errormsg',
} as const;

export const LTI_VERSION = '1.3.0';

export const MESSAGE_TYPES = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

/** LIS v2 context (course) membership roles, the form LTI 1.3 Core asks platforms to send. */
export const LTI_ROLES = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
} as const;

export const COURSE_OFFERING = 'http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering';

export const AGS_SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** Every scope the token endpoint grants; others asked for are left out of the grant. */
export const SERVICE_SCOPES: readonly string[] = [...Object.values(AGS_SCOPES), NRPS_SCOPE];

export const MEDIA_TYPES = {
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  score: 'application/vnd.ims.lis.v1.score+json',
  resultContainer: 'application/vnd.ims.lis.v2.resultcontainer+json',
  membershipContainer: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
} as const;

/** RFC 7523's client authentication by a signed JWT, which the IMS Security Framework requires. */
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'] as const;
export const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'] as const;
