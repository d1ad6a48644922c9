export * from './limits.js';
export * from './directory.js';
export { loginForm, loginRequestSchema } from './login.js';
export { loginFormChecks, resetRequestFormChecks } from './sign-in.js';
export { profileForm, profileRequestSchema, profileUpdateSchema, type ProfileUpdate } from './profile.js';
export { registerAccountForm, type RegisterAccountValues } from './register-account.js';
export { registerBioForm, toRegisterRequest, type RegisterBioValues } from './register-bio.js';
export { registerRequestSchema, type RegisterRequestValues } from './register-request.js';
export { newPasswordForm, resetConfirmSchema, resetRequestForm, resetRequestSchema } from './reset.js';
export { termsAcceptanceSchema } from './terms.js';
export * from './list-query.js';
export { ANNOUNCEMENT_INPUT_MAX_LENGTH, announcementContentErrors, announcementWriteSchema } from './announcement.js';
export { organizationMemberRequestSchema, rawImportRequestSchema, userImportRequestSchema } from './directory-requests.js';
export { accessTokenRequestSchema } from './access-tokens.js';
export {
  identityProviderRequestSchema,
  identityProviderUpdateSchema,
  providerCallbackRequestSchema,
  providerLinkRequestSchema,
  signInPolicyRequestSchema,
  signInProviderQuerySchema,
  startProviderSignInRequestSchema,
} from './identity-providers.js';
export { ltiDeepLinkRequestSchema, ltiPlatformRequestSchema, ltiPlatformUpdateSchema } from './lti.js';
export {
  MESSAGE_INPUT_MAX_LENGTH,
  conversationPeopleQuerySchema,
  createThreadRequestSchema,
  editMessageRequestSchema,
  editThreadRequestSchema,
  postMessageRequestSchema,
  threadListQuerySchema,
  threadLockRequestSchema,
  threadQuerySchema,
  threadStickyRequestSchema,
  threadVisitRequestSchema,
  type CreateThreadValues,
  type EditMessageValues,
  type PostMessageValues,
  type ThreadListQueryValues,
} from './threads.js';
export {
  parseReportRequest,
  reportFileQuerySchema,
  reportRequestSchema,
  type IgnoredFilterOrgs,
  type ReportRequestParse,
  type ReportRequestValues,
} from './reports.js';
export { answerPollRequestSchema, handControlRequestSchema, startTeachingRequestSchema, type StartTeachingValues } from './teaching.js';
export { PT_SET_QUERY_SLIDES_MAX, ptSetQuerySchema } from './pt-content.js';
