import { Controller, Get, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ProgressCourse, ProgressOverview, ProgressTest } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import {
  progressCourseQuerySchema,
  progressCourseSchema,
  progressExportQuerySchema,
  progressOverviewSchema,
  progressQuerySchema,
  progressTestQuerySchema,
  progressTestSchema,
  validate,
} from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { ExportProgressTable } from './export-progress.query.js';
import { progressExportFileName, progressSheet } from './progress-export.js';
import { GetProgressCourse } from './progress-course.query.js';
import { GetProgressOverview } from './progress-overview.query.js';
import { GetProgressTest } from './progress-test.query.js';

/** The progress overview overlay's reads (spec part 2 "Progress Overview overlay", sections 3, 7 and 9; docs/adr/0023). */
@ApiTags('learning')
@Controller('user')
export class ProgressOverviewController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /user/progress?id={userId}: the user, and each course assigned or begun with its items
   * counted as complete (progress 1), incomplete (begun) and pending (not begun), and what the
   * viewer may do. For the user themselves and those who may read them (404 otherwise).
   */
  @Get('progress')
  @Authorize(SIGNED_IN)
  @Answers(progressOverviewSchema)
  progress(@Actor() actor: Principal, @Query({ schema: progressQuerySchema }) query: Record<string, unknown>): Promise<ProgressOverview> {
    const { id } = valid(validate(progressQuerySchema, query));
    return this.queries.execute(new GetProgressOverview(actor, id));
  }

  /** GET /user/progress/module?id&moduleId: one of the user's courses, item by item (the overlay's second table). */
  @Get('progress/module')
  @Authorize(SIGNED_IN)
  @Answers(progressCourseSchema)
  course(@Actor() actor: Principal, @Query({ schema: progressCourseQuerySchema }) query: Record<string, unknown>): Promise<ProgressCourse> {
    const { id, moduleId } = valid(validate(progressCourseQuerySchema, query));
    return this.queries.execute(new GetProgressCourse(actor, id, moduleId));
  }

  /** GET /user/progress/test?id&moduleId&testId: one slide test of the user's, slide by slide (the third table). */
  @Get('progress/test')
  @Authorize(SIGNED_IN)
  @Answers(progressTestSchema)
  test(@Actor() actor: Principal, @Query({ schema: progressTestQuerySchema }) query: Record<string, unknown>): Promise<ProgressTest> {
    const { id, moduleId, testId } = valid(validate(progressTestQuerySchema, query));
    return this.queries.execute(new GetProgressTest(actor, id, moduleId, testId));
  }

  /** GET /user/progress/export?id&table&moduleId&testId&preWork: one of the three tables as .xlsx (spec part 2 section 9). */
  @Get('progress/export')
  @Authorize(SIGNED_IN)
  @AnswersFile(XLSX_TYPE, 'The table as an Excel workbook.')
  async export(@Actor() actor: Principal, @Query({ schema: progressExportQuerySchema }) query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const { id, table, moduleId, testId, preWork } = valid(validate(progressExportQuerySchema, query));
    // Read before anything is written, so a refusal still answers in the error shape.
    const exported = await this.queries.execute(new ExportProgressTable(actor, id, table, moduleId, testId));
    await sendWorkbook(res, progressExportFileName(exported.firstName, table, preWork), [progressSheet(exported, preWork)]);
  }
}
