import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { ChangeContentHandler } from './commands/change-content.js';
import { CONTENT_CONTROLLERS } from './content.controllers.js';
import { ContentFilesController } from './files/content-files.controller.js';
import { GetContentHandler, ListContentHandler } from './queries/content-queries.js';
import { CourseItemsController } from './queries/course-items.js';
import { CurriculumModulesController } from './queries/curriculum-modules.js';
import { ChangeSlideHandler } from './slides/commands/change-slide.js';
import { SlideAccessCache } from './slides/files/slide-access-cache.js';
import { SlidePointsController } from './slides/files/slide-points.controller.js';
import { SlidePyramids } from './slides/files/slide-pyramids.js';
import { SlideFilesController } from './slides/files/slide-files.controller.js';
import { SlideNotices } from './slides/live/slide-notices.js';
import { SlideWatchGateway } from './slides/live/slide-watch.gateway.js';
import { SlideProcessor } from './slides/processing/slide-processor.js';
import { GetSlideHandler, ListSlidesHandler } from './slides/queries/slide-queries.js';
import { SlideFiles } from './slides/shared/slide-files.js';
import { SlidesController } from './slides/slides.controller.js';
import { ContentOrganizations } from './shared/content-organizations.js';

/** Content items: courses, assignments, presentations, quizzes, slide tests, evaluation forms and slides (spec parts 2 and 3). */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [...CONTENT_CONTROLLERS, CourseItemsController, CurriculumModulesController, ContentFilesController, SlidesController, SlideFilesController, SlidePointsController],
  providers: [
    ContentOrganizations,
    ListContentHandler,
    GetContentHandler,
    ChangeContentHandler,
    ListSlidesHandler,
    GetSlideHandler,
    ChangeSlideHandler,
    SlideFiles,
    SlideAccessCache,
    SlidePyramids,
    SlideProcessor,
    SlideNotices,
    SlideWatchGateway,
  ],
})
export class ContentModule {}
