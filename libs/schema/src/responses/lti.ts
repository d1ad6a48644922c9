import type {
  LtiCatalogueCourse,
  LtiDeepLinkAnswer,
  LtiGradePassbackList,
  LtiLaunchContext,
  LtiPlatformItem,
  LtiPlatformList,
  LtiRosterSyncAnswer,
  LtiToolKeyList,
} from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of LTI (docs/adr/0042). No answer holds a private key: the key list names kids only. */

export const ltiPlatformItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  keySetUrl: z.string(),
  authUrl: z.string(),
  tokenUrl: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  enabled: z.boolean(),
  linkedAccounts: z.number().int(),
  failingPassbacks: z.number().int(),
  created: z.number(),
  updated: z.number(),
  version: z.number(),
});
export type _LtiPlatformItemProof = Proof<SameType<z.output<typeof ltiPlatformItemSchema>, LtiPlatformItem>>;

export const ltiPlatformListSchema = z.object({
  tool: z.object({ loginUrl: z.string(), launchUrl: z.string(), keySetUrl: z.string(), deepLinkingUrl: z.string() }),
  version: z.number(),
  items: z.array(ltiPlatformItemSchema),
});
export type _LtiPlatformListProof = Proof<SameType<z.output<typeof ltiPlatformListSchema>, LtiPlatformList>>;

export const ltiToolKeyListSchema = z.object({
  version: z.number(),
  items: z.array(z.object({ kid: z.string(), created: z.number(), signing: z.boolean() })),
});
export type _LtiToolKeyListProof = Proof<SameType<z.output<typeof ltiToolKeyListSchema>, LtiToolKeyList>>;

/** GET /lti/jwks: public RSA keys only (no `d`, `p`, `q`…). */
export const ltiKeySetSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('RSA'), kid: z.string(), n: z.string(), e: z.string(), alg: z.literal('RS256'), use: z.literal('sig') }).strict()),
});

export const ltiGradePassbackListSchema = z.object({
  version: z.number(),
  failing: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      platformId: z.string(),
      platformName: z.string(),
      userId: z.string(),
      userName: z.string(),
      title: z.string(),
      scoreGiven: z.number().nullable(),
      scoreMaximum: z.number(),
      status: z.enum(['pending', 'failing', 'sent']),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.number().nullable(),
      completedAt: z.number(),
      sentAt: z.number().nullable(),
    }),
  ),
});
export type _LtiGradePassbackListProof = Proof<SameType<z.output<typeof ltiGradePassbackListSchema>, LtiGradePassbackList>>;

export const ltiLaunchContextSchema = z.object({
  platformName: z.string(),
  contextTitle: z.string().nullable(),
  messageType: z.enum(['LtiResourceLinkRequest', 'LtiDeepLinkingRequest']),
  targetPath: z.string().nullable(),
  instructor: z.boolean(),
  rosterAvailable: z.boolean(),
});
export type _LtiLaunchContextProof = Proof<SameType<z.output<typeof ltiLaunchContextSchema>, LtiLaunchContext>>;

export const ltiCatalogueSchema = z.array(
  z.object({
    moduleId: z.string(),
    title: z.string(),
    items: z.array(z.object({ itemId: z.string(), type: z.string(), title: z.string(), graded: z.boolean() })),
  }),
);
export type _LtiCatalogueProof = Proof<SameType<z.output<typeof ltiCatalogueSchema>, LtiCatalogueCourse[]>>;

export const ltiDeepLinkAnswerSchema = z.object({ returnUrl: z.string(), jwt: z.string() });
export type _LtiDeepLinkAnswerProof = Proof<SameType<z.output<typeof ltiDeepLinkAnswerSchema>, LtiDeepLinkAnswer>>;

export const ltiRosterSyncAnswerSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  added: z.number().int(),
  alreadyMembers: z.number().int(),
  skipped: z.number().int(),
});
export type _LtiRosterSyncAnswerProof = Proof<SameType<z.output<typeof ltiRosterSyncAnswerSchema>, LtiRosterSyncAnswer>>;
