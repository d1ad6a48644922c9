import {
  SIGN_IN_DEFAULT_ROLES,
  type IdentityProviderItem,
  type IdentityProviderList,
  type LogoutAnswer,
  type ProviderAuthorization,
  type ProviderSignInAnswer,
  type SignInProvider,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { currentUserSchema } from './accounts.js';
import type { Proof, SameType } from './proof.js';

/** Answers of single sign-on. None holds a client secret: `clientSecretSet` is all an answer says of it. */

export const identityProviderItemSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  emailClaim: z.string(),
  allowedDomains: z.array(z.string()),
  defaultRole: z.enum(SIGN_IN_DEFAULT_ROLES),
  defaultGroupId: z.string().nullable(),
  defaultGroupName: z.string().nullable(),
  defaultCurriculum: z.string().nullable(),
  defaultCurriculumName: z.string().nullable(),
  enabled: z.boolean(),
  clientSecretSet: z.literal(true),
  linkedAccounts: z.number().int(),
  created: z.number(),
  updated: z.number(),
  version: z.number(),
});
export type _IdentityProviderItemProof = Proof<SameType<z.output<typeof identityProviderItemSchema>, IdentityProviderItem>>;

export const identityProviderListSchema = z.object({
  orgId: z.string(),
  redirectUri: z.string(),
  providerRequired: z.boolean(),
  version: z.number(),
  items: z.array(identityProviderItemSchema),
});
export type _IdentityProviderListProof = Proof<SameType<z.output<typeof identityProviderListSchema>, IdentityProviderList>>;

export const signInProvidersSchema = z.array(z.object({ id: z.string(), name: z.string(), orgName: z.string(), required: z.boolean() }));
export type _SignInProvidersProof = Proof<SameType<z.output<typeof signInProvidersSchema>, SignInProvider[]>>;

export const providerAuthorizationSchema = z.object({ authorizationUrl: z.string() });
export type _ProviderAuthorizationProof = Proof<SameType<z.output<typeof providerAuthorizationSchema>, ProviderAuthorization>>;

export const providerSignInAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), user: currentUserSchema, returnTo: z.string() }),
  z.object({ status: z.literal('linkRequired'), providerName: z.string(), email: z.string() }),
]);
export type _ProviderSignInAnswerProof = Proof<SameType<z.output<typeof providerSignInAnswerSchema>, ProviderSignInAnswer>>;

/** Sign-out (replaces `noDataSchema` there): the provider's end-session address, or null. */
export const logoutAnswerSchema = z.object({ endSessionUrl: z.string() }).nullable();
export type _LogoutAnswerProof = Proof<SameType<z.output<typeof logoutAnswerSchema>, LogoutAnswer>>;
