import type { z } from 'zod';
import { groupSchema, groupUpdateSchema, organizationSchema, organizationUpdateSchema, userCreateSchema, userUpdateSchema } from './forms/directory.js';
import { contentListQuerySchema, listQuerySchema, userListQuerySchema } from './forms/list-query.js';
import { loginRequestSchema } from './forms/login.js';
import { profileUpdateSchema } from './forms/profile.js';
import { registerRequestSchema } from './forms/register-request.js';
import { resetConfirmSchema, resetRequestSchema } from './forms/reset.js';
import { termsAcceptanceSchema } from './forms/terms.js';
import { preferencesUpdateSchema } from './preferences/schema.js';
import { validate, type Validation } from './validate.js';

// The API's validation step, one parser per request body (GUIDE section 5: validate with the shared schema).
const parser =
  <S extends z.ZodType>(schema: S) =>
  (body: unknown): Validation<z.output<S>> =>
    validate(schema, body ?? {});

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
