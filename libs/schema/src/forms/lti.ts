import { LTI_MSG, type LtiDeepLinkRequest, type LtiPlatformRequest, type LtiPlatformUpdate } from '@cytocampus/contracts';
import { z } from 'zod';
import { list } from '../fields/bounds.js';
import { bool, URL_PATTERN } from '../fields/formats.js';
import { text } from '../fields/text.js';
import { id } from './directory.js';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from './limits.js';
import type { Proof, SameType } from '../responses/proof.js';

/** LTI bodies (docs/adr/0042). Whether an http address is allowed the API decides (as for OpenID issuers). */

const address = () => text({ required: true, max: URL_MAX_LENGTH, pattern: URL_PATTERN, patternMessage: LTI_MSG.urlInvalid });
/** Deployment ids as the platform shows them (any text); each once. */
const deploymentIds = () => list(text({ required: true, max: FREE_TEXT_MAX_LENGTH }), { min: 1, max: 50 }).transform((ids) => [...new Set(ids)]);

const platformFields = {
  name: text({ required: true, max: NAME_MAX_LENGTH }),
  issuer: address(),
  clientId: text({ required: true, max: FREE_TEXT_MAX_LENGTH }),
  deploymentIds: deploymentIds(),
  keySetUrl: address(),
  authUrl: address(),
  tokenUrl: address(),
  enabled: bool(),
};

/** POST /lti/platforms. */
export const ltiPlatformRequestSchema = z.strictObject({ ...platformFields, orgId: id(), enabled: platformFields.enabled.default(true) });
export type _LtiPlatformRequestProof = Proof<SameType<z.output<typeof ltiPlatformRequestSchema>, LtiPlatformRequest>>;

/** PUT /lti/platforms/{id}: only what changes (the organization stays). */
export const ltiPlatformUpdateSchema = z.strictObject(platformFields).partial();
export type _LtiPlatformUpdateProof = Proof<SameType<z.output<typeof ltiPlatformUpdateSchema>, LtiPlatformUpdate>>;

/** POST /lti/deep-links: targets as LTI_TARGET_PARAMETER writes them (the API checks they exist). */
export const ltiDeepLinkRequestSchema = z.strictObject({ targets: list(text({ required: true, max: 300 }), { min: 1, max: 50 }) });
export type _LtiDeepLinkRequestProof = Proof<SameType<z.output<typeof ltiDeepLinkRequestSchema>, LtiDeepLinkRequest>>;

/**
 * GET or POST /lti/login: the platform's third-party initiated login (IMS Security Framework
 * 5.1.1.1). Every field is optional here: the API refuses what is missing with a page the frame
 * shows (docs/adr/0042).
 */
export const ltiLoginSchema = z.object({
  iss: z.string().optional().describe("The platform's issuer."),
  login_hint: z.string().optional().describe('Who is logging in, opaque to the tool.'),
  target_link_uri: z.string().optional().describe('Where the launch goes: our launch address.'),
  lti_message_hint: z.string().optional(),
  client_id: z.string().optional(),
  lti_deployment_id: z.string().optional(),
});

/** POST /lti/launch: the platform's form post (response_mode form_post). */
export const ltiLaunchFormSchema = z.object({ id_token: z.string().optional(), state: z.string().optional() });
