import { SignJWT, type JWTPayload } from 'jose';
import type { CourseDefinition, CourseMember, ResourceLinkDefinition } from './configuration.js';
import type { SigningKey } from './keys.js';
import { UNKNOWN_DEPLOYMENT_ID, WRONG_AUDIENCE, WRONG_ISSUER, type LaunchIntent } from './launch-intents.js';
import type { PlatformUrls } from './urls.js';
import { AGS_SCOPES, COURSE_OFFERING, LTI_CLAIMS, LTI_VERSION } from './vocabulary.js';

/** Five minutes, as LMSes commonly give: the tool has time to answer, not to keep the token. */
const ID_TOKEN_LIFETIME_SECONDS = 300;

export interface IdTokenInput {
  issuer: string;
  clientId: string;
  platformName: string;
  urls: PlatformUrls;
  intent: LaunchIntent;
  course: CourseDefinition;
  member: CourseMember;
  /** The resource link of a LtiResourceLinkRequest. */
  link?: ResourceLinkDefinition;
  /** The line item coupled to that link, if it has one. */
  lineItemId?: string;
  targetLinkUri: string;
  nonce: string;
  now: Date;
}

const deepLinkingSettings = (input: IdTokenInput, requestId: string) => ({
  deep_link_return_url: input.urls.deepLinkingReturn(requestId),
  accept_types: ['ltiResourceLink'],
  accept_presentation_document_targets: ['iframe', 'window'],
  accept_multiple: true,
  accept_lineitem: true,
  auto_create: true,
  title: `Add CytoCampus content to ${input.course.label}`,
  // Opaque to the tool, which must send it back unchanged in its response.
  data: requestId,
});

/** The claims LTI 1.3 Core, AGS 2.0, NRPS 2.0 and Deep Linking 2.0 ask of a launch, for `intent`. */
export function launchClaims(input: IdTokenInput): JWTPayload {
  const { intent, course, member, urls } = input;
  const { negatives } = intent;
  const issuedAt = Math.floor(input.now.getTime() / 1000) - (negatives.expired ? 7200 : 0);
  const link = intent.messageType === 'LtiResourceLinkRequest' ? input.link : undefined;
  const lineItemId = link && input.lineItemId;
  return {
    iss: negatives.wrongIssuer ? WRONG_ISSUER : input.issuer,
    aud: negatives.wrongAudience ? WRONG_AUDIENCE : input.clientId,
    sub: member.userId,
    iat: issuedAt,
    exp: negatives.expired ? issuedAt + 3600 : issuedAt + ID_TOKEN_LIFETIME_SECONDS,
    nonce: input.nonce,
    name: `${member.givenName} ${member.familyName}`,
    given_name: member.givenName,
    family_name: member.familyName,
    email: member.email,
    [LTI_CLAIMS.messageType]: intent.messageType,
    [LTI_CLAIMS.version]: LTI_VERSION,
    [LTI_CLAIMS.deploymentId]: negatives.unknownDeployment ? UNKNOWN_DEPLOYMENT_ID : intent.deploymentId,
    [LTI_CLAIMS.targetLinkUri]: input.targetLinkUri,
    ...(link && { [LTI_CLAIMS.resourceLink]: { id: link.id, title: link.title } }),
    [LTI_CLAIMS.roles]: [...member.roles],
    [LTI_CLAIMS.context]: { id: course.id, label: course.label, title: course.title, type: [COURSE_OFFERING] },
    [LTI_CLAIMS.toolPlatform]: { guid: input.issuer, name: input.platformName, product_family_code: 'cytocampus-lti-test-platform', version: '1.0' },
    [LTI_CLAIMS.launchPresentation]: { document_target: intent.documentTarget, return_url: urls.coursePageOf(course.id), locale: 'en' },
    ...(link?.custom && { [LTI_CLAIMS.custom]: { ...link.custom } }),
    [LTI_CLAIMS.agsEndpoint]: {
      scope: Object.values(AGS_SCOPES),
      lineitems: urls.lineItems(course.id),
      ...(lineItemId && { lineitem: urls.lineItem(course.id, lineItemId) }),
    },
    [LTI_CLAIMS.namesRoleService]: { context_memberships_url: urls.memberships(course.id), service_versions: ['2.0'] },
    ...(intent.messageType === 'LtiDeepLinkingRequest' && { [LTI_CLAIMS.deepLinkingSettings]: deepLinkingSettings(input, intent.deepLinkingRequestId) }),
  };
}

/** Signs the claims with the platform's key, or with `strangerKey` under the platform's kid (a wrong signature). */
export const signIdToken = (claims: JWTPayload, platformKey: SigningKey, strangerKey?: SigningKey): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: platformKey.kid }).sign((strangerKey ?? platformKey).privateKey);
