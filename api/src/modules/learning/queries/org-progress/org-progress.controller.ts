import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ORG_PROGRESS_TEXT, type OrgProgress } from '@cytocampus/contracts';
import { orgProgressExportQuerySchema, orgProgressQuerySchema, orgProgressSchema, searchWords, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { orgProgressTables } from './org-progress-export.js';
import { OrgProgressReader } from './org-progress.reader.js';

/**
 * The organization progress page (docs/adr/0024): for a manager who may list the users of their
 * own organization (readOrgUser), an admin who may list every user (readUser), and super; another
 * organization's manager is refused (403), an unknown organization is 404.
 */
@ApiTags('learning')
@Controller('organizations')
@UseGuards(SignedInGuard)
export class OrgProgressController {
  constructor(private readonly reader: OrgProgressReader) {}

  /** GET /organizations/{orgId}/progress?groupId&curriculumId&search&page&limit&learnerId&part. */
  @Get(':orgId/progress')
  @Answers(orgProgressSchema)
  progress(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgProgressQuerySchema }) query: Record<string, unknown>,
  ): Promise<OrgProgress> {
    return this.reader.read(ruleActor(actor), orgId, valid(validate(orgProgressQuerySchema, query)));
  }

  /** GET /organizations/{orgId}/progress/export?groupId&curriculumId&search: every learner that matches, as .xlsx. */
  @Get(':orgId/progress/export')
  @AnswersFile(XLSX_TYPE, 'The learners × courses sheet and the per-course sheet (.xlsx).')
  async export(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgProgressExportQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { groupId, curriculumId, search } = valid(validate(orgProgressExportQuerySchema, query));
    const page = await this.reader.everyone(ruleActor(actor), orgId, { groupId, curriculumId, words: searchWords(search) });
    await sendWorkbook(res, ORG_PROGRESS_TEXT.fileName(page.orgName), orgProgressTables(page));
  }
}
