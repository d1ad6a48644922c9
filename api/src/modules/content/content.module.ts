import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { ChangeContentHandler } from './commands/change-content.js';
import { CONTENT_CONTROLLERS } from './content.controllers.js';
import { GetContentHandler, ListContentHandler } from './queries/content-queries.js';
import { CourseItemsController } from './queries/course-items.js';

/** Content items: courses, assignments, presentations, quizzes, slide tests, evaluation forms (spec parts 2 and 3). */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [...CONTENT_CONTROLLERS, CourseItemsController],
  providers: [ListContentHandler, GetContentHandler, ChangeContentHandler],
})
export class ContentModule {}
