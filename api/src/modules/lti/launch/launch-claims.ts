import { errors, jwtVerify, type JWTPayload } from 'jose';
import { LTI_CLAIM, LTI_MSG, type LtiMessageType } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { LtiPlatformRow } from '@cytocampus/projections';
import { ApiException } from '../../../http/api-exception.js';
import type { PlatformKeySets } from './platform-key-sets.js';

/** What a verified launch says, read from its claims (LTI 1.3 Core section 5). */
export interface LaunchClaims {
  subject: string;
  deploymentId: string;
  messageType: LtiMessageType;
  roles: string[];
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  resourceLink: { id: string; title: string | null } | null;
  context: { id: string; title: string | null } | null;
  custom: Record<string, unknown>;
  ags: { lineItemUrl: string | null; scopes: string[] } | null;
  membershipsUrl: string | null;
  deepLinking: { returnUrl: string; data: string | null } | null;
  /** launch_presentation.return_url. */
  returnUrl: string | null;
}

const MESSAGE_TYPES: readonly LtiMessageType[] = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'];
/** Seconds of clock difference between the platform and us that a token's times may show. */
const CLOCK_TOLERANCE_S = 5;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The refusal of a token that does not verify: its reason goes to the log, the person sees one text. */
export class LaunchTokenRefused extends DomainError {
  constructor(readonly reason: string) {
    super('unauthorized', LTI_MSG.invalidToken);
  }
}

/**
 * Verifies an id_token of a launch as IMS Security Framework 5.1.3 asks: RS256 signed by one of the
 * platform's keys, its issuer, our client id in the audience (and as `azp` when there are several),
 * not expired, the nonce of our login; then the LTI claims (version, message type, a deployment the
 * platform registered).
 */
export async function verifyLaunch(idToken: string, platform: LtiPlatformRow, keySets: PlatformKeySets, nonce: string): Promise<LaunchClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySets.of(platform.key_set_url), {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (error) {
    // The platform's keys could not be fetched: not the token's fault, so not its refusal.
    if (error instanceof errors.JWKSTimeout || error instanceof TypeError) throw new ApiException(503, LTI_MSG.platformUnreachable);
    if (error instanceof errors.JOSEError) throw new LaunchTokenRefused(error.code);
    throw error;
  }
  if (payload.nonce !== nonce) throw new LaunchTokenRefused('nonce');
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== platform.client_id) throw new LaunchTokenRefused('azp');
  if (payload[LTI_CLAIM.version] !== '1.3.0') throw new LaunchTokenRefused('version');
  const messageType = payload[LTI_CLAIM.messageType] as LtiMessageType;
  if (!MESSAGE_TYPES.includes(messageType)) throw new LaunchTokenRefused('message_type');
  const deploymentId = text(payload[LTI_CLAIM.deploymentId]);
  if (deploymentId === null || !platform.deployment_ids.includes(deploymentId)) throw new DomainError('forbidden', LTI_MSG.unknownDeployment);
  const link = record(payload[LTI_CLAIM.resourceLink]);
  const context = record(payload[LTI_CLAIM.context]);
  const ags = payload[LTI_CLAIM.ags] === undefined ? null : record(payload[LTI_CLAIM.ags]);
  const settings = record(payload[LTI_CLAIM.deepLinkingSettings]);
  const returnUrl = text(settings.deep_link_return_url);
  if (messageType === 'LtiDeepLinkingRequest' && returnUrl === null) throw new LaunchTokenRefused('deep_link_return_url');
  return {
    subject: payload.sub!,
    deploymentId,
    messageType,
    roles: texts(payload[LTI_CLAIM.roles]),
    email: text(payload.email)?.toLowerCase() ?? null,
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    name: text(payload.name),
    resourceLink: text(link.id) === null ? null : { id: text(link.id)!, title: text(link.title) },
    context: text(context.id) === null ? null : { id: text(context.id)!, title: text(context.title) ?? text(context.label) },
    custom: record(payload[LTI_CLAIM.custom]),
    ags: ags === null ? null : { lineItemUrl: text(ags.lineitem), scopes: texts(ags.scope) },
    membershipsUrl: text(record(payload[LTI_CLAIM.nrps]).context_memberships_url),
    deepLinking: returnUrl === null ? null : { returnUrl, data: text(settings.data) },
    returnUrl: text(record(payload[LTI_CLAIM.launchPresentation]).return_url),
  };
}
