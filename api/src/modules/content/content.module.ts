import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { ActivateContentHandler } from './commands/activate-content/activate-content.command.js';
import { CreateContentHandler } from './commands/create-content/create-content.command.js';
import { CREATE_CONTENT_CONTROLLERS } from './commands/create-content/create-content.controller.js';
import { DeactivateContentHandler } from './commands/deactivate-content/deactivate-content.command.js';
import { DeleteContentHandler } from './commands/delete-content/delete-content.command.js';
import { DELETE_CONTENT_CONTROLLERS } from './commands/delete-content/delete-content.controller.js';
import { LockContentHandler } from './commands/lock-content/lock-content.command.js';
import { LOCK_CONTENT_CONTROLLERS } from './commands/lock-content/lock-content.controller.js';
import { ReviseContentHandler } from './commands/revise-content/revise-content.command.js';
import { REVISE_CONTENT_CONTROLLERS } from './commands/revise-content/revise-content.controller.js';
import { UpdateContentHandler } from './commands/update-content/update-content.command.js';
import { UPDATE_CONTENT_CONTROLLERS } from './commands/update-content/update-content.controller.js';
import { ContentFilesController } from './files/content-files.controller.js';
import { CONTENT_QUERY_CONTROLLERS } from './queries/content-queries.controller.js';
import { GetContentHandler, ListContentHandler } from './queries/content-queries.js';
import { GetContentFileHandler } from './queries/get-content-file/get-content-file.query.js';
import { GetContentItemHandler } from './queries/get-content-item/get-content-item.query.js';
import { CourseItemsController } from './queries/list-course-items/list-course-items.controller.js';
import { ListCourseItemsHandler } from './queries/list-course-items/list-course-items.query.js';
import { CurriculumModulesController } from './queries/list-curriculum-modules/list-curriculum-modules.controller.js';
import { ListCurriculumModulesHandler } from './queries/list-curriculum-modules/list-curriculum-modules.query.js';
import { ProficiencySetController } from './proficiency/proficiency-set.controller.js';
import { CheckPtSetHandler } from './proficiency/proficiency-set.query.js';
import { PtSetRules } from './proficiency/pt-set-rules.js';
import { PtSlides } from './proficiency/pt-slides.js';
import { ContentChanges } from './shared/content-changes.js';
import { ContentOrganizations } from './shared/content-organizations.js';
import { ActivateSlideHandler } from './slides/commands/activate-slide/activate-slide.command.js';
import { AddSlideObjectHandler } from './slides/commands/add-object/add-object.command.js';
import { AddSlideObjectController } from './slides/commands/add-object/add-object.controller.js';
import { ChangeSlideObjectHandler } from './slides/commands/change-object/change-object.command.js';
import { ChangeSlideObjectController } from './slides/commands/change-object/change-object.controller.js';
import { CloneSlideHandler } from './slides/commands/clone-slide/clone-slide.command.js';
import { CloneSlideController } from './slides/commands/clone-slide/clone-slide.controller.js';
import { CreateSlideHandler } from './slides/commands/create-slide/create-slide.command.js';
import { CreateSlideController } from './slides/commands/create-slide/create-slide.controller.js';
import { DeactivateSlideHandler } from './slides/commands/deactivate-slide/deactivate-slide.command.js';
import { DeleteSlideHandler } from './slides/commands/delete-slide/delete-slide.command.js';
import { DeleteSlideController } from './slides/commands/delete-slide/delete-slide.controller.js';
import { ImportAnalysisHandler } from './slides/commands/import-analysis/import-analysis.command.js';
import { ImportAnalysisController } from './slides/commands/import-analysis/import-analysis.controller.js';
import { LockSlideHandler } from './slides/commands/lock-slide/lock-slide.command.js';
import { LockSlideController } from './slides/commands/lock-slide/lock-slide.controller.js';
import { RecordImageUploadHandler } from './slides/commands/record-image-upload/record-image-upload.command.js';
import { RecordImageUploadController } from './slides/commands/record-image-upload/record-image-upload.controller.js';
import { RemoveSlideObjectHandler } from './slides/commands/remove-object/remove-object.command.js';
import { RemoveSlideObjectController } from './slides/commands/remove-object/remove-object.controller.js';
import { ReprocessSlideHandler } from './slides/commands/reprocess-slide/reprocess-slide.command.js';
import { ReprocessSlideController } from './slides/commands/reprocess-slide/reprocess-slide.controller.js';
import { RetrySlideProcessingHandler } from './slides/commands/retry-processing/retry-processing.command.js';
import { RetryProcessingController } from './slides/commands/retry-processing/retry-processing.controller.js';
import { UpdateSlideHandler } from './slides/commands/update-slide/update-slide.command.js';
import { UpdateSlideController } from './slides/commands/update-slide/update-slide.controller.js';
import { SlideAccessCache } from './slides/files/slide-access-cache.js';
import { SlidePointsController } from './slides/files/slide-points.controller.js';
import { SlidePyramids } from './slides/files/slide-pyramids.js';
import { SlideFilesController } from './slides/files/slide-files.controller.js';
import { SlideNotices } from './slides/live/slide-notices.js';
import { SlideWatchGateway } from './slides/live/slide-watch.gateway.js';
import { ContentWatchGateway } from './live/content-watch.gateway.js';
import { SlideProcessor } from './slides/processing/slide-processor.js';
import { SlideQueriesController } from './slides/queries/slide-queries.controller.js';
import { GetSlideLibraryProgressHandler } from './slides/queries/slide-library-progress.js';
import { GetSlideHandler, ListSlidesHandler } from './slides/queries/slide-queries.js';
import { GetSlideMarkHandler } from './slides/queries/get-slide-mark/get-slide-mark.query.js';
import { GetSlideOriginalHandler } from './slides/queries/get-slide-original/get-slide-original.query.js';
import { GetSlidePyramidHandler } from './slides/queries/get-slide-pyramid/get-slide-pyramid.query.js';
import { GetTilesAtPointHandler } from './slides/queries/get-tiles-at-point/get-tiles-at-point.query.js';
import { SlideChanges } from './slides/shared/slide-changes.js';
import { SlideFiles } from './slides/shared/slide-files.js';

/** Content items: courses, assignments, presentations, quizzes, slide tests, evaluation forms and slides (spec parts 2 and 3). */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [
    // Proficiency tests as content (issue 30): before the tests' GET /{id}.
    ProficiencySetController,
    // Every content type under its path (spec part 2 section 7).
    ...CONTENT_QUERY_CONTROLLERS,
    ...CREATE_CONTENT_CONTROLLERS,
    ...UPDATE_CONTENT_CONTROLLERS,
    ...LOCK_CONTENT_CONTROLLERS,
    ...DELETE_CONTENT_CONTROLLERS,
    ...REVISE_CONTENT_CONTROLLERS,
    CourseItemsController,
    CurriculumModulesController,
    ContentFilesController,
    // Slides (spec part 3 section 7).
    SlideQueriesController,
    CreateSlideController,
    UpdateSlideController,
    LockSlideController,
    DeleteSlideController,
    CloneSlideController,
    RetryProcessingController,
    ReprocessSlideController,
    RecordImageUploadController,
    ImportAnalysisController,
    AddSlideObjectController,
    ChangeSlideObjectController,
    RemoveSlideObjectController,
    SlideFilesController,
    SlidePointsController,
  ],
  providers: [
    ContentOrganizations,
    ContentChanges,
    PtSlides,
    PtSetRules,
    CheckPtSetHandler,
    ListContentHandler,
    GetContentHandler,
    GetContentItemHandler,
    ListCourseItemsHandler,
    ListCurriculumModulesHandler,
    GetContentFileHandler,
    CreateContentHandler,
    UpdateContentHandler,
    ActivateContentHandler,
    DeactivateContentHandler,
    LockContentHandler,
    DeleteContentHandler,
    ReviseContentHandler,
    ListSlidesHandler,
    GetSlideLibraryProgressHandler,
    GetSlideHandler,
    GetSlidePyramidHandler,
    GetSlideOriginalHandler,
    GetSlideMarkHandler,
    GetTilesAtPointHandler,
    SlideChanges,
    CreateSlideHandler,
    UpdateSlideHandler,
    ActivateSlideHandler,
    DeactivateSlideHandler,
    LockSlideHandler,
    DeleteSlideHandler,
    CloneSlideHandler,
    RetrySlideProcessingHandler,
    ReprocessSlideHandler,
    RecordImageUploadHandler,
    ImportAnalysisHandler,
    AddSlideObjectHandler,
    ChangeSlideObjectHandler,
    RemoveSlideObjectHandler,
    SlideFiles,
    SlideAccessCache,
    SlidePyramids,
    SlideProcessor,
    SlideNotices,
    SlideWatchGateway,
    ContentWatchGateway,
  ],
})
export class ContentModule {}
