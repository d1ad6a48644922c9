import { Module } from '@nestjs/common';
import { ProficiencyModule } from '../proficiency/index.js';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { ClearProgressHandler } from './commands/clear-progress/clear-progress.command.js';
import { ClearProgressController } from './commands/clear-progress/clear-progress.controller.js';
import { ClearUserProgressController } from './commands/clear-progress/clear-user-progress.controller.js';
import { SetPresentationProgressHandler } from './commands/mark-presentation-complete/mark-presentation-complete.command.js';
import { MarkPresentationCompleteController } from './commands/mark-presentation-complete/mark-presentation-complete.controller.js';
import { CheckoutReviewHandler } from './commands/checkout-review/checkout-review.command.js';
import { CHECKOUT_REVIEW_CONTROLLERS } from './commands/checkout-review/checkout-review.controller.js';
import { RetakeCourseHandler } from './commands/retake-course/retake-course.command.js';
import { RetakeCourseController } from './commands/retake-course/retake-course.controller.js';
import { RetakeReviewHandler } from './commands/retake-review/retake-review.command.js';
import { QuizRetakeReviewController } from './commands/retake-review/retake-review.controller.js';
import { RecordReviewActivityHandler } from './commands/record-review-activity/record-review-activity.command.js';
import { RecordReviewActivityController } from './commands/record-review-activity/record-review-activity.controller.js';
import { SubmitTestFeedbackHandler } from './commands/submit-feedback/submit-feedback.command.js';
import { SubmitFeedbackController } from './commands/submit-feedback/submit-feedback.controller.js';
import { SubmitProficiencyTestHandler } from './commands/submit-proficiency-test/submit-proficiency-test.command.js';
import { SubmitProficiencyTestController } from './commands/submit-proficiency-test/submit-proficiency-test.controller.js';
import { PtTimeOut } from './commands/submit-proficiency-test/pt-time-out.js';
import { PtResultController, PtVerifyController } from './queries/pt-result/pt-result.controller.js';
import { ProficiencyAttempts } from './shared/proficiency-attempts.js';
import { PracticeAttempts } from './shared/practice-attempts.js';
import { ProficiencyResults } from './shared/proficiency-results.js';
import { WriteReviewHandler } from './commands/write-review/write-review.command.js';
import { WRITE_REVIEW_CONTROLLERS } from './commands/write-review/write-review.controller.js';
import { DemoReviewController } from './queries/demo-review/demo-review.controller.js';
import { DemoReviewHandler } from './queries/demo-review/demo-review.query.js';
import { FeedbackController } from './queries/feedback/feedback.controller.js';
import { FeedbackForms } from './queries/feedback/feedback-forms.js';
import { GetCertificateCoursesHandler } from './queries/certificates/certificate-courses.query.js';
import { GetLearnerCourseHandler } from './queries/learner-course/get-learner-course.query.js';
import { LearnsAnyItemHandler } from './queries/learner-course/learns-any-item.query.js';
import { LearnsSlideHandler } from './queries/learner-course/learns-slide.query.js';
import { OrganizationSlidesHandler } from './queries/learner-course/organization-slides.query.js';
import { OrganizationTeachesSlideHandler } from './queries/learner-course/organization-teaches-slide.query.js';
import { LearnerCoursesController } from './queries/learner-courses/learner-courses.controller.js';
import { ProgressOverviewController } from './queries/progress-overview/progress-overview.controller.js';
import { ProgressTables } from './queries/progress-overview/progress-tables.js';
import { OrgProgressController } from './queries/org-progress/org-progress.controller.js';
import { OrgProgressReader } from './queries/org-progress/org-progress.reader.js';
import { REVIEW_SESSION_CONTROLLERS } from './queries/review-session/review-session.controller.js';
import { GetReviewSessionHandler } from './queries/review-session/review-session.query.js';
import { StatsController } from './queries/stats/stats.controller.js';
import { TestSummaryController } from './queries/test-summary/test-summary.controller.js';
import { TestSummaries } from './queries/test-summary/test-summaries.js';
import { LearnerCatalogue } from './shared/learner-catalogue.js';
import { SlideAccessCache, SlideViewerGuard } from '../content/index.js';
import { Reviews } from './shared/reviews.service.js';
import { SlidePlayers } from './shared/slide-players.js';
import { StatsRecords } from './shared/stats-records.js';
import { GetFeedbackFormHandler } from './queries/feedback/feedback-form.query.js';
import { ListFeedbackSubmissionsHandler } from './queries/feedback/feedback-submissions.query.js';
import { ListLearnerCoursesHandler } from './queries/learner-courses/learner-courses.query.js';
import { ExportOrgProgressHandler } from './queries/org-progress/export-org-progress.query.js';
import { GetOrgProgressHandler } from './queries/org-progress/org-progress.query.js';
import { ExportProgressTableHandler } from './queries/progress-overview/export-progress.query.js';
import { GetProgressCourseHandler } from './queries/progress-overview/progress-course.query.js';
import { GetProgressOverviewHandler } from './queries/progress-overview/progress-overview.query.js';
import { GetProgressTestHandler } from './queries/progress-overview/progress-test.query.js';
import { GetPtResultPdfHandler } from './queries/pt-result/pt-result-pdf.query.js';
import { GetPtResultHandler } from './queries/pt-result/pt-result.query.js';
import { VerifyPtResultHandler } from './queries/pt-result/verify-pt-result.query.js';
import { GetStatsRecordHandler } from './queries/stats/stats-record.query.js';
import { ListStatsRecordsHandler } from './queries/stats/stats-records.query.js';
import { GetStatsResultsHandler } from './queries/stats/stats-results.query.js';
import { GetTestLastCompleteHandler } from './queries/test-summary/test-last-complete.query.js';
import { GetTestSlideResultsHandler } from './queries/test-summary/test-slide-results.query.js';
import { GetTestSlidesHandler } from './queries/test-summary/test-slides.query.js';

/** The learning side (spec part 2 sections 2 to 9; docs/adr/0021): the learner's courses and their reviews of presentations and quizzes. */
@Module({
  imports: [AuthModule, EsModule, ProficiencyModule],
  controllers: [
    LearnerCoursesController,
    ProgressOverviewController,
    OrgProgressController,
    StatsController,
    TestSummaryController,
    FeedbackController,
    SubmitFeedbackController,
    DemoReviewController,
    ClearProgressController,
    ClearUserProgressController,
    MarkPresentationCompleteController,
    ...CHECKOUT_REVIEW_CONTROLLERS,
    QuizRetakeReviewController,
    RetakeCourseController,
    ...WRITE_REVIEW_CONTROLLERS,
    ...REVIEW_SESSION_CONTROLLERS,
    RecordReviewActivityController,
    SubmitProficiencyTestController,
    PtResultController,
    PtVerifyController,
  ],
  providers: [
    LearnerCatalogue,
    OrgProgressReader,
    Reviews,
    SlidePlayers,
    // The activity route remembers sessions as the slide image routes do.
    SlideAccessCache,
    SlideViewerGuard,
    StatsRecords,
    TestSummaries,
    FeedbackForms,
    SubmitTestFeedbackHandler,
    DemoReviewHandler,
    GetReviewSessionHandler,
    ClearProgressHandler,
    SetPresentationProgressHandler,
    ProgressTables,
    CheckoutReviewHandler,
    RetakeReviewHandler,
    RetakeCourseHandler,
    WriteReviewHandler,
    RecordReviewActivityHandler,
    ProficiencyAttempts,
    PracticeAttempts,
    ProficiencyResults,
    SubmitProficiencyTestHandler,
    PtTimeOut,
    GetLearnerCourseHandler,
    GetCertificateCoursesHandler,
    LearnsAnyItemHandler,
    LearnsSlideHandler,
    OrganizationTeachesSlideHandler,
    OrganizationSlidesHandler,
    GetFeedbackFormHandler,
    ListFeedbackSubmissionsHandler,
    ListLearnerCoursesHandler,
    GetOrgProgressHandler,
    ExportOrgProgressHandler,
    GetProgressOverviewHandler,
    GetProgressCourseHandler,
    GetProgressTestHandler,
    ExportProgressTableHandler,
    GetPtResultHandler,
    GetPtResultPdfHandler,
    VerifyPtResultHandler,
    ListStatsRecordsHandler,
    GetStatsRecordHandler,
    GetStatsResultsHandler,
    GetTestSlidesHandler,
    GetTestLastCompleteHandler,
    GetTestSlideResultsHandler,
  ],
})
export class LearningModule {}
