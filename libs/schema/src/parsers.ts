import type { z } from 'zod';
import { accessTokenRequestSchema } from './forms/access-tokens.js';
import { lockRequestSchema, slideAnalysisRequestSchema, slideObjectChangeRequestSchema } from './content-types/content-requests.js';
import { rawImportRequestSchema, userImportRequestSchema } from './forms/directory-requests.js';
import {
  identityProviderRequestSchema,
  identityProviderUpdateSchema,
  providerCallbackRequestSchema,
  providerLinkRequestSchema,
  signInPolicyRequestSchema,
  signInProviderQuerySchema,
  startProviderSignInRequestSchema,
} from './forms/identity-providers.js';
import { groupSchema, groupUpdateSchema, organizationSchema, organizationUpdateSchema, userCreateSchema, userUpdateSchema } from './forms/directory.js';
import { contentListQuerySchema, listQuerySchema, slideListQuerySchema, slideProgressQuerySchema, userListQuerySchema } from './forms/list-query.js';
import { loginRequestSchema } from './forms/login.js';
import { ltiDeepLinkRequestSchema, ltiPlatformRequestSchema, ltiPlatformUpdateSchema } from './forms/lti.js';
import { profileUpdateSchema } from './forms/profile.js';
import { ptSetQuerySchema } from './forms/pt-content.js';
import { registerRequestSchema } from './forms/register-request.js';
import { resetConfirmSchema, resetRequestSchema } from './forms/reset.js';
import { termsAcceptanceSchema } from './forms/terms.js';
import { preferencesUpdateSchema } from './preferences/schema.js';
import { validate, type Validation } from './validate.js';

/** A request's validation step; `schema` is what it checks with, for the param decorator that documents the request (ADR 0006). */
export interface Parser<S extends z.ZodType> {
  (body: unknown): Validation<z.output<S>>;
  readonly schema: S;
}

// The API's validation step, one parser per request body (GUIDE section 5: validate with the shared schema).
const parser = <S extends z.ZodType>(schema: S): Parser<S> => Object.assign((body: unknown) => validate(schema, body ?? {}), { schema });

export const parseLoginRequest = parser(loginRequestSchema);
export const parseRegisterRequest = parser(registerRequestSchema);
export const parseResetRequest = parser(resetRequestSchema);
export const parseResetConfirm = parser(resetConfirmSchema);
export const parsePreferencesUpdate = parser(preferencesUpdateSchema);
export const parseProfileUpdate = parser(profileUpdateSchema);
export const parseTermsAcceptance = parser(termsAcceptanceSchema);
export const parseUserCreate = parser(userCreateSchema);
export const parseUserUpdate = parser(userUpdateSchema);
export const parseOrganization = parser(organizationSchema);
export const parseOrganizationUpdate = parser(organizationUpdateSchema);
export const parseGroup = parser(groupSchema);
export const parseGroupUpdate = parser(groupUpdateSchema);
export const parseListQuery = parser(listQuerySchema);
export const parseUserListQuery = parser(userListQuerySchema);
export const parseContentListQuery = parser(contentListQuerySchema);
export const parseAccessTokenRequest = parser(accessTokenRequestSchema);
export const parseSlideListQuery = parser(slideListQuerySchema);
export const parseSlideProgressQuery = parser(slideProgressQuerySchema);
export const parsePtSetQuery = parser(ptSetQuerySchema);

export const parseLockRequest = parser(lockRequestSchema);
export const parseSlideAnalysisRequest = parser(slideAnalysisRequestSchema);
export const parseSlideObjectChangeRequest = parser(slideObjectChangeRequestSchema);
export const parseUserImportRequest = parser(userImportRequestSchema);
export const parseRawImportRequest = parser(rawImportRequestSchema);

export const parseIdentityProviderRequest = parser(identityProviderRequestSchema);
export const parseIdentityProviderUpdate = parser(identityProviderUpdateSchema);
export const parseLtiPlatformRequest = parser(ltiPlatformRequestSchema);
export const parseLtiPlatformUpdate = parser(ltiPlatformUpdateSchema);
export const parseLtiDeepLinkRequest = parser(ltiDeepLinkRequestSchema);
export const parseSignInPolicyRequest = parser(signInPolicyRequestSchema);
export const parseSignInProviderQuery = parser(signInProviderQuerySchema);
export const parseStartProviderSignInRequest = parser(startProviderSignInRequestSchema);
export const parseProviderCallbackRequest = parser(providerCallbackRequestSchema);
export const parseProviderLinkRequest = parser(providerLinkRequestSchema);
