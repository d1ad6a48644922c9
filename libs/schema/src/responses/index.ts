// Response schemas of /api/v1, each proved equal to its interface in @cytocampus/contracts (proof.ts); the API document is generated from them.
export {
  apiErrorSchema,
  fieldErrorSchema,
  itemAbilitiesSchema,
  messageSchema,
  nameEntrySchema,
  noDataSchema,
  pageOf,
  pageOrNamesOf,
  successFlagSchema,
  successOf,
} from './api.js';
export {
  announcementSchema,
  bioSchema,
  captchaChallengeSchema,
  currentUserSchema,
  healthReportSchema,
  ownOrganizationSchema,
  preferencesSchema,
  roleSchema,
  siteSettingsSchema,
} from './accounts.js';
export {
  disabledToggleSchema,
  groupItemSchema,
  importPreviewSchema,
  importResultSchema,
  organizationItemSchema,
  rawImportResultSchema,
  userDetailSchema,
  userHistoryEntrySchema,
  userListItemSchema,
} from './directory.js';
export { contentItemSchema, courseItemEntrySchema, curriculumModuleEntrySchema } from './content.js';
export { slideItemSchema, slideLibraryProgressSchema, slideMarkSchema, slideStatusSchema, tileAtPointSchema } from './slides.js';
export {
  playerSlideSchema,
  reviewActivityAnswerSchema,
  slideSolutionSchema,
  testLastCompleteSchema,
  testSlideResultsSchema,
  testSlidesSchema,
} from './slide-reviews.js';
export { clearedUploadsSchema, uploadEntrySchema } from './uploads.js';
export { accessTokenItemSchema, accessTokenListSchema, issuedAccessTokenSchema } from './access-tokens.js';
export {
  identityProviderItemSchema,
  identityProviderListSchema,
  logoutAnswerSchema,
  providerAuthorizationSchema,
  providerSignInAnswerSchema,
  signInProvidersSchema,
} from './identity-providers.js';
export { feedbackFormAnswerSchema, feedbackSubmissionSchema, feedbackSubmissionsSchema } from './feedback.js';
export type { Proof, SameType } from './proof.js';
export {
  certificateVerificationSchema,
  credentialKeySetSchema,
  learnerCertificatesSchema,
  printedCertificateSchema,
  verifiedCertificateSchema,
} from './certificates.js';
export { orgProgressSchema } from './org-progress.js';
export {
  clearedProgressSchema,
  courseForLearnerSchema,
  courseHeaderSchema,
  demoCheckoutSchema,
  learnerCourseSchema,
  learnerCoursesSchema,
  playerItemSchema,
  progressOverviewSchema,
  reviewCheckoutSchema,
  reviewRecordSchema,
  reviewSessionSchema,
  statsRecordSchema,
  statsRecordsAnswerSchema,
  statsResultsSchema,
} from './learning.js';
export { presentationProgressAnswerSchema, progressAbilitiesSchema, progressCourseSchema, progressTestSchema } from './progress.js';
export {
  alertListSchema,
  messageAttachmentSchema,
  personRefSchema,
  personRefsSchema,
  threadAbilitiesSchema,
  threadAlertsSchema,
  threadDetailSchema,
  threadMessageSchema,
  threadPageSchema,
  threadSummarySchema,
} from './threads.js';
export { reportItemSchema, reportPageSchema } from './reports.js';
export { teachableSlideListSchema, teachingSessionListSchema, teachingSessionSchema, teachingSessionSummarySchema } from './teaching.js';
export { ptAttemptClockSchema, ptResultSchema, ptRulesSchema, ptVerificationSchema } from './proficiency.js';
export { ptOrgPageSchema, ptPersonStatusSchema } from './pt-ladder.js';
export { ptSetCheckSchema } from './pt-content.js';
export {
  ltiCatalogueSchema,
  ltiDeepLinkAnswerSchema,
  ltiGradePassbackListSchema,
  ltiKeySetSchema,
  ltiLaunchContextSchema,
  ltiPlatformItemSchema,
  ltiPlatformListSchema,
  ltiRosterSyncAnswerSchema,
  ltiToolKeyListSchema,
} from './lti.js';
