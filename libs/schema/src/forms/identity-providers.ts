import {
  IDENTITY_PROVIDER_LIMITS,
  OIDC_MSG,
  SIGN_IN_DEFAULT_ROLES,
  type IdentityProviderRequest,
  type IdentityProviderUpdate,
  type ProviderCallbackRequest,
  type ProviderLinkRequest,
  type SignInPolicyRequest,
  type SignInProviderQuery,
  type StartProviderSignInRequest,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { GENERIC } from '../messages/generic.js';
import { list } from '../fields/bounds.js';
import { bool, email, URL_PATTERN } from '../fields/formats.js';
import { invalid, missing, report } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { id, optionalId } from './directory.js';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from './limits.js';
import { loginRequestSchema } from './login.js';
import type { Proof, SameType } from '../responses/proof.js';

/**
 * Single sign-on bodies and queries (the plan's section 3). Whether an http issuer is allowed, and
 * whether a provider answers at it, the API decides when it discovers the issuer.
 */

/** A web address with no query and no fragment: OpenID discovery appends its path to the issuer as it is. */
const issuer = () =>
  text({ required: true, max: URL_MAX_LENGTH, pattern: URL_PATTERN, patternMessage: OIDC_MSG.issuerInvalid }).superRefine((value, ctx) => {
    if (!URL_PATTERN.test(value)) return;
    // '?' and '#' even when empty: 'https://id.lab.test/?' is not the issuer the provider names.
    if (!URL.canParse(value) || value.includes('?') || value.includes('#')) report(ctx, [invalid(OIDC_MSG.issuerInvalid)]);
  });

/** A domain name as e-mail addresses end; at least two labels ('lab.test'), no wildcard: subdomains are not included. */
const DOMAIN_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const DOMAIN_MAX_LENGTH = 253;
const domain = () =>
  z
    .string({ error: OIDC_MSG.domainInvalid })
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      if (value.length > DOMAIN_MAX_LENGTH || !DOMAIN_PATTERN.test(value)) report(ctx, [invalid(OIDC_MSG.domainInvalid)]);
    });
/** Lower-cased, each once (in the order given): 'Lab.test' and 'lab.test' are one domain. */
const allowedDomains = () => list(domain(), { min: 1, max: IDENTITY_PROVIDER_LIMITS.domainsMax }).transform((domains) => [...new Set(domains)]);

/** A claim name: 'email', 'upn', 'preferred_username', or a namespaced one ('https://…' is not one; 'urn:…:mail' is). */
const EMAIL_CLAIM_PATTERN = /^[A-Za-z_][\w:.-]{0,63}$/;
const emailClaim = () => text({ required: true, pattern: EMAIL_CLAIM_PATTERN });

/** Taken as typed (a secret may hold any character, spaces too) and never shown: write-only in the API document. */
const clientSecret = () => text({ required: true, max: IDENTITY_PROVIDER_LIMITS.clientSecretMax, trim: false }).meta({ writeOnly: true });

/**
 * The settings of a provider. Update schemas are the fields without their defaults: a default inside
 * `.partial()` would fill in what an update left out, and overwrite it.
 */
const providerFields = {
  name: text({ required: true, max: NAME_MAX_LENGTH }),
  issuer: issuer(),
  clientId: text({ required: true, max: FREE_TEXT_MAX_LENGTH }),
  emailClaim: emailClaim(),
  allowedDomains: allowedDomains(),
  defaultRole: option(SIGN_IN_DEFAULT_ROLES),
  defaultGroupId: optionalId(),
  defaultCurriculum: optionalId(),
  enabled: bool(),
};

/** POST /organizations/{orgId}/identity-providers: the secret is required; the e-mail claim, the role and the rest have defaults. */
export const identityProviderRequestSchema = z.strictObject({
  ...providerFields,
  clientSecret: clientSecret(),
  emailClaim: providerFields.emailClaim.default('email'),
  defaultRole: providerFields.defaultRole.default('cytotechnologist'),
  defaultGroupId: providerFields.defaultGroupId.default(null),
  defaultCurriculum: providerFields.defaultCurriculum.default(null),
  enabled: providerFields.enabled.default(true),
});
export type _IdentityProviderRequestProof = Proof<SameType<z.output<typeof identityProviderRequestSchema>, IdentityProviderRequest>>;

/** PUT …/identity-providers/{id}: only what changes; a `clientSecret` replaces the secret, absent keeps it. */
export const identityProviderUpdateSchema = z.strictObject({ ...providerFields, clientSecret: clientSecret() }).partial();
export type _IdentityProviderUpdateProof = Proof<SameType<z.output<typeof identityProviderUpdateSchema>, IdentityProviderUpdate>>;

/** PUT /organizations/{orgId}/sign-in-policy. */
export const signInPolicyRequestSchema = z.strictObject({ providerRequired: bool() });
export type _SignInPolicyRequestProof = Proof<SameType<z.output<typeof signInPolicyRequestSchema>, SignInPolicyRequest>>;

/** GET /auth/providers: by the e-mail's domain (as the sign-in screen types it), or by organization (`/login?org=`). */
export const signInProviderQuerySchema = z
  .object({
    email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalidServer }).optional(),
    orgId: id().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.email === undefined && query.orgId === undefined) report(ctx, [missing(GENERIC.required)], ['email']);
  });
export type _SignInProviderQueryProof = Proof<SameType<z.output<typeof signInProviderQuerySchema>, SignInProviderQuery>>;

/** POST /auth/oidc/start. `returnTo` is only bounded here: the server keeps it when it is a path of this site (sameSitePath). */
export const startProviderSignInRequestSchema = z.strictObject({
  providerId: id(),
  returnTo: text({ max: URL_MAX_LENGTH, trim: false }).optional(),
  email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalidServer }).optional(),
});
export type _StartProviderSignInRequestProof = Proof<SameType<z.output<typeof startProviderSignInRequestSchema>, StartProviderSignInRequest>>;

/** POST /auth/oidc/callback: the query string as the provider sent it (a code, a state and an issuer). */
export const providerCallbackRequestSchema = z.strictObject({
  query: text({ required: true, max: IDENTITY_PROVIDER_LIMITS.callbackQueryMax, trim: false }),
});
export type _ProviderCallbackRequestProof = Proof<SameType<z.output<typeof providerCallbackRequestSchema>, ProviderCallbackRequest>>;

/** POST /auth/oidc/link: the password as the login form takes it, and the same honeypot. */
export const providerLinkRequestSchema = z.strictObject(loginRequestSchema.pick({ password: true, website: true }).shape);
export type _ProviderLinkRequestProof = Proof<SameType<z.output<typeof providerLinkRequestSchema>, ProviderLinkRequest>>;
