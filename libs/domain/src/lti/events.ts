import type { LtiMessageType, LtiPlatformFields } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';
import type { SealedSecret } from '../identity-providers/events.js';

/** A platform registered by a super user, in its own stream `lti-platform-<id>`. */
export type LtiPlatformRegistered = DomainEvent<'LtiPlatformRegistered', LtiPlatformFields & { platformId: string }>;
/** Only the settings that changed; never the organization. */
export type LtiPlatformChanged = DomainEvent<'LtiPlatformChanged', { changes: Partial<Omit<LtiPlatformFields, 'orgId'>> }>;
export type LtiPlatformRemoved = DomainEvent<'LtiPlatformRemoved', { orgId: string }>;
export type LtiPlatformEvent = LtiPlatformRegistered | LtiPlatformChanged | LtiPlatformRemoved;

/** A key pair of our tool (RS256), the private half sealed (docs/adr/0041's Sealer), in the one stream `lti-tool-keys`. */
export type LtiToolKeyAdded = DomainEvent<'LtiToolKeyAdded', { kid: string; publicJwk: Record<string, string>; privateJwk: SealedSecret }>;
export type LtiToolKeyRetired = DomainEvent<'LtiToolKeyRetired', { kid: string }>;
export type LtiToolKeyEvent = LtiToolKeyAdded | LtiToolKeyRetired;

/** The services a launch offers, as its claims name them. */
export interface LtiLaunchServices {
  /** AGS: the line item of this resource link, and the scopes granted. */
  lineItemUrl: string | null;
  scopes: string[];
  /** NRPS: the course's roster. */
  membershipsUrl: string | null;
  /** Deep linking: where the picks go back, and the platform's opaque data to echo. */
  deepLinkReturnUrl: string | null;
  deepLinkData: string | null;
  /**
   * launch_presentation.return_url: a page of the platform on the site that frames us (on Canvas
   * cloud the issuer's site is not the school's), so its origin may frame our pages too.
   */
  returnUrl: string | null;
}

/**
 * A launch the tool accepted, in its own stream `lti-launch-<sha256(platform, nonce)>` appended with
 * "no stream expected": a replayed id_token (the same nonce) finds the stream and is refused. The
 * session it started (its hash, as the sessions read model keys it) lets the framed page find it.
 */
export type LtiLaunched = DomainEvent<
  'LtiLaunched',
  LtiLaunchServices & {
    platformId: string;
    userId: string;
    sessionHash: string;
    subject: string;
    deploymentId: string;
    messageType: LtiMessageType;
    contextId: string | null;
    contextTitle: string | null;
    resourceLinkId: string | null;
    resourceLinkTitle: string | null;
    /** `course/<moduleId>[/<type>/<itemId>]` (LTI_TARGET_PARAMETER); null for deep linking. */
    target: string | null;
    instructor: boolean;
  }
>;

/** One try at sending a score to a platform's line item, in the pass-back's stream `lti-grade-<id>`. */
export type LtiScoreSent = DomainEvent<'LtiScoreSent', { passbackId: string; attempt: number; sentAt: number }>;
export type LtiScoreRefused = DomainEvent<'LtiScoreRefused', { passbackId: string; attempt: number; error: string; nextAttemptAt: number }>;
export type LtiGradeEvent = LtiScoreSent | LtiScoreRefused;

/** A course's roster read from the platform into its group, in `lti-roster-<sha256(platform, context)>`: the next sync finds the group here. */
export type LtiRosterSynced = DomainEvent<
  'LtiRosterSynced',
  { platformId: string; contextId: string; groupId: string; added: number; alreadyMembers: number; skipped: number }
>;

export const ltiPlatformStream = (platformId: string): string => `lti-platform-${platformId}`;
export const LTI_TOOL_KEYS_STREAM = 'lti-tool-keys';
export const ltiGradeStream = (passbackId: string): string => `lti-grade-${passbackId}`;
