import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { ContentNamesController } from './names/content-names.controller.js';

/** Content items: courses, assignments, presentations, quizzes, slide tests (spec parts 2 and 3). */
@Module({ imports: [AuthModule], controllers: [ContentNamesController] })
export class ContentModule {}
