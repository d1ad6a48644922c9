import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ProgressCourse, ProgressOverview, ProgressTest } from '@cytocampus/contracts';
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
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { sendWorkbook, XLSX_TYPE, type SheetTable } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { coursesSheet, itemsSheet, progressExportFileName, slidesSheet } from './progress-export.js';
import { ProgressTables } from './progress-tables.js';

/** The progress overview overlay's reads (spec part 2 "Progress Overview overlay", sections 3, 7 and 9; docs/adr/0023). */
@ApiTags('learning')
@Controller('user')
@UseGuards(SignedInGuard)
export class ProgressOverviewController {
  constructor(private readonly tables: ProgressTables) {}

  /**
   * GET /user/progress?id={userId}: the user, and each course assigned or begun with its items
   * counted as complete (progress 1), incomplete (begun) and pending (not begun), and what the
   * viewer may do. For the user themselves and those who may read them (404 otherwise).
   */
  @Get('progress')
  @Answers(progressOverviewSchema)
  progress(@Actor() actor: Principal, @Query({ schema: progressQuerySchema }) query: Record<string, unknown>): Promise<ProgressOverview> {
    const { id } = valid(validate(progressQuerySchema, query));
    return this.tables.overview(actor, id);
  }

  /** GET /user/progress/module?id&moduleId: one of the user's courses, item by item (the overlay's second table). */
  @Get('progress/module')
  @Answers(progressCourseSchema)
  course(@Actor() actor: Principal, @Query({ schema: progressCourseQuerySchema }) query: Record<string, unknown>): Promise<ProgressCourse> {
    const { id, moduleId } = valid(validate(progressCourseQuerySchema, query));
    return this.tables.course(actor, id, moduleId);
  }

  /** GET /user/progress/test?id&moduleId&testId: one slide test of the user's, slide by slide (the third table). */
  @Get('progress/test')
  @Answers(progressTestSchema)
  test(@Actor() actor: Principal, @Query({ schema: progressTestQuerySchema }) query: Record<string, unknown>): Promise<ProgressTest> {
    const { id, moduleId, testId } = valid(validate(progressTestQuerySchema, query));
    return this.tables.test(actor, id, moduleId, testId);
  }

  /** GET /user/progress/export?id&table&moduleId&testId&preWork: one of the three tables as .xlsx (spec part 2 section 9). */
  @Get('progress/export')
  @AnswersFile(XLSX_TYPE, 'The table as an Excel workbook.')
  async export(@Actor() actor: Principal, @Query({ schema: progressExportQuerySchema }) query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const { id, table, moduleId, testId, preWork } = valid(validate(progressExportQuerySchema, query));
    // Read before anything is written, so a refusal still answers in the error shape.
    const user = await this.tables.learner(actor, id);
    let sheet: SheetTable;
    if (table === 'courses') sheet = coursesSheet(await this.tables.overview(actor, id), preWork);
    else if (table === 'items') sheet = itemsSheet(await this.tables.course(actor, id, moduleId!));
    else sheet = slidesSheet(await this.tables.test(actor, id, moduleId!, testId!));
    await sendWorkbook(res, progressExportFileName(user.firstName, table, preWork), [sheet]);
  }
}
