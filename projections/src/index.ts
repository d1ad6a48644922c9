export type { Projection } from './projection.js';
export type { Logger } from './logger.js';
export { READ_MODELS, migrateReadModels, type ReadModelName } from './read-models/index.js';
export { ProjectionRunner, type ProjectionRunnerOptions } from './runner/projection-runner.js';
export { CheckpointWatcher, type WaitOutcome } from './runner/checkpoint-watcher.js';
export { countParked } from './runner/checkpoints.js';
export { rebuildProjection, type RebuildProgress } from './runner/rebuild.js';
export type { ParkedEvent } from './runner/apply-batch.js';
export { holdLeadership, type Leadership } from './runner/leadership.js';
export { READ_MODEL_CHANNEL, type LiveNotice } from './live-notices.js';
export { MESSAGE_COLUMNS, messageOf, threadPatch, type MessageRow, type ThreadTableRow } from './read-models/community/community-rows.js';
export { reportPatch, type ReportTableRow } from './read-models/reports/report-rows.js';
export { pollView, teachingPatch, type StoredTeachingPoll, type TeachingTableRow } from './read-models/teaching/teaching-rows.js';
export { tallyCtes as skillTallyCtes } from './read-models/screening-skill/skill-tallies.js';
export { newestPracticeSet, type PracticeSetRow } from './read-models/practice-sets/practice-sets.reader.js';
export { announcementRow, type AnnouncementRow } from './read-models/announcement/announcement.reader.js';
export { sessionProviderId, sessionUser, type SessionUserRow } from './read-models/sessions/sessions.reader.js';
export { bearerUser, userTokenIds, userTokens, type BearerRow, type TokenRow } from './read-models/tokens/tokens.reader.js';
export {
  certificateByCode,
  certificatesOfUser,
  issuedCertificatesCount,
  CERTIFICATES_REPORT,
  type CertificateRow,
  type CertificateReportRow,
} from './read-models/certificates/certificates.reader.js';
export {
  coursesWithFeedback,
  feedbackSubmissions,
  FEEDBACK_REPORT,
  type FeedbackSubmissionRow,
  type FeedbackReportRow,
} from './read-models/feedback/feedback.reader.js';
export {
  everyOutlierSettings,
  outlierNoticeLearner,
  outlierSettings,
  outlierStandings,
  unmailedOutlierNotices,
  unreadOutlierNotices,
  type OutlierMailRow,
  type OutlierNoticeRow,
  type OutlierSettingsRow,
} from './read-models/skill-outliers/skill-outliers.reader.js';
export {
  domainsTaken,
  enabledProviderCount,
  identityProviderIds,
  identityProviderRow,
  orgIdentityProviders,
  organizationProviderCount,
  providerNames,
  providerSignInConfig,
  providerSignIns,
  signInPolicy,
  signInProvidersByDomain,
  signInProvidersOfOrg,
  type IdentityProviderRow,
  type ProviderSignInConfigRow,
  type ProviderSignInRow,
  type SignInPolicyRow,
  type SignInProviderRow,
} from './read-models/identity-providers/identity-providers.reader.js';
export {
  duePassbacks,
  ltiFrameOrigins,
  ltiLaunchOfSession,
  ltiListVersion,
  ltiPlatform,
  ltiPlatformOfIssuer,
  ltiPlatforms,
  ltiPublicKeys,
  ltiSigningKey,
  passbackList,
  type LtiLaunchRow,
  type LtiPassbackRow,
  type LtiPlatformRow,
} from './read-models/lti/lti.reader.js';
export {
  attendsLiveTeachingSlide,
  liveTeachingSessions,
  teachingSession,
  type TeachingListRow,
  type TeachingViewer,
} from './read-models/teaching/teaching.reader.js';
export {
  nextWaitingReport,
  reportByFileId,
  reportById,
  reportFileIds,
  reportPage,
  type ReportListFilter,
  type ReportRow,
} from './read-models/reports/reports.reader.js';
export { containing, SqlFilter } from './sql-filter.js';
export {
  duePtAttempts,
  isInPtAttemptOf,
  ptAttemptResult,
  ptAttemptResultByCode,
  ptAttemptSlidesOf,
  ptAttemptSlidesOfUser,
  type DuePtAttemptRow,
  type PtAttemptResultRow,
} from './read-models/pt-attempts/pt-attempts.reader.js';
export {
  ptLadderAttempts,
  ptLadderFacts,
  ptLadderRecordKeepsFile,
  ptLadderRecords,
  ptStatusPage,
  ptStatusRow,
  PT_ATTEMPTS_REPORT,
  type PtAttemptReportRow,
  type PtGradedAttemptRow,
  type PtLadderAttemptRow,
  type PtLadderRecordRow,
  type PtPageCounts,
  type PtPageRow,
  type PtRecordFactRow,
  type PtStatusRow,
} from './read-models/pt-status/pt-status.reader.js';
export { slideDiagnoses, submittedDiagnosesOf, type SlideDiagnosisRow } from './read-models/diagnoses/diagnoses.reader.js';
export {
  classifiedPages,
  learnerMedians,
  learnerTallies,
  organizationStamps,
  organizationCategoryCounts,
  organizationTallies,
  pageClassifications,
  skillPage,
  type ClassifiedPageRow,
  type OrganizationTallyRows,
  type SkillClassificationColumns,
  type SkillMonths,
  type SkillPageRow,
  type SkillSpan,
  type TallyRow,
} from './read-models/screening-skill/screening-skill.reader.js';
export { practiceCandidates, type PracticeCandidateRow } from './read-models/screening-skill/practice-library.reader.js';
export {
  completeSlides,
  nextSlideToProcess,
  objectsOfSlides,
  reviewSlides,
  slideImageComplete,
  slideImageReady,
  slideObjects,
  slideRevision,
  slideSelect,
  slidesMissingTissue,
  slideStatusCounts,
  slideTissue,
  type ReviewSlideRow,
  type SlideColumns,
  type SlideObjectRow,
  type SlideUploadRow,
} from './read-models/slides/slides.reader.js';
export { videoUploadIds } from './read-models/uploads/review-uploads.reader.js';
export {
  communityChecks,
  conversationAlertRows,
  messageAttaches,
  messageById,
  threadAlertRows,
  threadForViewer,
  threadListPage,
  threadMessagesAfter,
  threadMessagesBefore,
  type CommunityChecksRow,
  type ThreadAlertList,
  type ThreadAlertRows,
  type ThreadListQuery,
  type ThreadListSource,
  type ThreadRow,
} from './read-models/community/community.reader.js';
export {
  pendingMailRows,
  stillPendingMails,
  type MailReason,
  type PendingMailKey,
  type PendingMailRow,
  type PendingMailsQuery,
} from './read-models/community/community-mail.reader.js';
export {
  AUDITED_REVIEWS_FROM,
  AUDITED_REVIEWS_SELECT,
  begunRecordIds,
  courseAggregatesSql,
  courseSummariesOf,
  courseSummariesOfUser,
  preworkRecords,
  reviewRecordsOfUser,
  SLIDE_RESULTS_FROM,
  standingItemProgress,
  standingItemRecords,
  statsRecordsOfUser,
  weeklyFigures,
  type ClearableRecordsScope,
  type CourseAggregateRow,
  type CourseSummaryRow,
  type LearnerSummaryRow,
  type PreworkRecordRow,
  type ReviewRecordRow,
  type StandingItemRow,
  type StatsRecordFilter,
  type StatsRecordRow,
  type WeeklyFiguresRow,
} from './read-models/stats/stats.reader.js';
export { expiredUploadIds, listedUploads, unfinishedUploadCount, uploadById, type UploadRow } from './read-models/uploads/uploads.reader.js';
export {
  membershipDefaults,
  organizationAssignments,
  organizationById,
  organizationExists,
  organizationName,
  ORGANIZATION_SELECT,
  ORGANIZATIONS_FROM,
  type MembershipDefaultsRow,
  type OrganizationFieldsRow,
  type OrganizationRow,
} from './read-models/organizations/organizations.reader.js';
export { GROUP_SELECT, groupName, groupNamesOf, groupOptions, groupOrganization, GROUPS_FROM, type GroupRow } from './read-models/groups/groups.reader.js';
export {
  activeManagersOf,
  activeMemberIds,
  appliedAssignment,
  bucketedUsersCount,
  catalogueLearner,
  currentUserRow,
  learnerPreWork,
  LEARNERS_FROM,
  LEARNERS_JOIN,
  learnersPage,
  leftJoinUser,
  namedUsers,
  namesOfIds,
  organizationMemberCount,
  organizationMembersOfRoles,
  personRefRows,
  personRefRowsWhere,
  preworkLearnersReport,
  SIGN_UPS_REPORT,
  userGroup,
  userNames,
  userOrganization,
  userProfession,
  userRowsSql,
  usersCount,
  type CatalogueLearnerRow,
  type CurrentUserRow,
  type LearnerPageRow,
  type ManagerRow,
  type NamedUserRow,
  type OrganizationMemberRow,
  type PersonRefRow,
  type PreworkLearnerRow,
  type SignUpReportRow,
  type UserNameRow,
  type UserRow,
} from './read-models/users/users.reader.js';
export {
  activeCourses,
  catalogueCourses,
  currentAssignments,
  currentItemRevisions,
  currentItemStates,
  currentNames,
  currentReportContent,
  currentRevisions,
  everyAssignment,
  existingItems,
  itemExists,
  otherActiveRevisions,
  reportContentRevisions,
  revisionById,
  revisionsUsingFile,
  slideItemOf,
  visibleInOrg,
  type AssignmentRow,
  type ContentAccessRow,
  type FileOwnerType,
  type ItemStateRow,
  type ReportContentRow,
  type RevisionRow,
} from './read-models/content/content.reader.js';
