// Validation shared by the API and the web client: one validate(), schemas as data, the spec's exact texts.
export { checkFields, describeError, errorsFor, validate, type FieldChecks, type Validation } from './validate.js';
export { FORM_ERROR_TEXT, GENERIC, NOT_VALID } from './messages/generic.js';
export { ACCOUNT_MESSAGES, BIO_LABELS, FORM_PASSWORD_MESSAGES, SERVER_PASSWORD_MESSAGES } from './messages/accounts.js';
export { formatDate, formatFileSize } from './messages/format.js';
export * from './fields/index.js';
export * from './forms/index.js';
export * from './preferences/index.js';
export * from './reference/index.js';
export { generateAlias } from './alias.js';
export { clampDate, clampList, clampNumber, clampText } from './clamp.js';
export {
  parseLoginRequest,
  parsePreferencesUpdate,
  parseProfileUpdate,
  parseRegisterRequest,
  parseResetConfirm,
  parseResetRequest,
  parseTermsAcceptance,
  parseUserCreate,
  parseUserUpdate,
  parseOrganization,
  parseOrganizationUpdate,
  parseGroup,
  parseGroupUpdate,
  parseContentListQuery,
  parseSlideListQuery,
  parseSlideProgressQuery,
  parsePtSetQuery,
  parseListQuery,
  parseUserListQuery,
  parseAccessTokenRequest,
  parseLockRequest,
  parseSlideAnalysisRequest,
  parseSlideObjectChangeRequest,
  parseUserImportRequest,
  parseRawImportRequest,
  parseIdentityProviderRequest,
  parseIdentityProviderUpdate,
  parseLtiPlatformRequest,
  parseLtiPlatformUpdate,
  parseLtiDeepLinkRequest,
  parseSignInPolicyRequest,
  parseSignInProviderQuery,
  parseStartProviderSignInRequest,
  parseProviderCallbackRequest,
  parseProviderLinkRequest,
  type Parser,
} from './parsers.js';
export * from './definitions/index.js';
export * from './content-types/index.js';
export * from './responses/index.js';
export { jsonSchemaOf, type JsonSchema, type Schema, type SchemaOutput } from './json-schema.js';
export { INPUT_MESSAGES, MAX_INPUT_DEPTH, findUnsafeInput, isUnsafeText } from './input/unsafe-input.js';
export * from './learning/index.js';
