import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ORG_PROGRESS_TEXT, type OrgProgress } from '@cytocampus/contracts';
import { holdingAnyOf } from '@cytocampus/permissions';
import { orgProgressExportQuerySchema, orgProgressQuerySchema, orgProgressSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { ExportOrgProgress } from './export-org-progress.query.js';
import { orgProgressTables } from './org-progress-export.js';
import { GetOrgProgress } from './org-progress.query.js';

/**
 * The organization progress page (docs/adr/0024): for a manager who may list the users of their
 * own organization (readOrgUser), an admin who may list every user (readUser), and super; another
 * organization's manager is refused (403), an unknown organization is 404. Either permission will
 * do, so the policy is only signed in: the reader refuses the others.
 */
@ApiTags('learning')
@Controller('organizations')
export class OrgProgressController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /organizations/{orgId}/progress?groupId&curriculumId&search&page&limit&learnerId&part. */
  @Get(':orgId/progress')
  @Authorize(holdingAnyOf('readUser', 'readOrgUser'))
  @Answers(orgProgressSchema)
  progress(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgProgressQuerySchema }) query: Record<string, unknown>,
  ): Promise<OrgProgress> {
    return this.queries.execute(new GetOrgProgress(ruleActor(actor), orgId, valid(validate(orgProgressQuerySchema, query))));
  }

  /** GET /organizations/{orgId}/progress/export?groupId&curriculumId&search: every learner that matches, as .xlsx. */
  @Get(':orgId/progress/export')
  @Authorize(holdingAnyOf('readUser', 'readOrgUser'))
  @AnswersFile(XLSX_TYPE, 'The learners × courses sheet and the per-course sheet (.xlsx).')
  async export(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgProgressExportQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const filters = valid(validate(orgProgressExportQuerySchema, query));
    const page = await this.queries.execute(new ExportOrgProgress(ruleActor(actor), orgId, filters));
    await sendWorkbook(res, ORG_PROGRESS_TEXT.fileName(page.orgName), orgProgressTables(page));
  }
}
