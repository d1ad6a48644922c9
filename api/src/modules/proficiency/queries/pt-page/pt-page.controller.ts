import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PT_PAGE_TEXT, type PtOrgPage } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { ptOrgExportQuerySchema, ptOrgPageQuerySchema, ptOrgPageSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { ptPageTable } from './pt-page-export.js';
import { GetPtPage } from './pt-page.query.js';

/**
 * The organization's PT page (docs/adr/0035): for whoever may list the organization's users (a
 * manager's own organization, an admin's any); another organization's manager is refused (403).
 */
@ApiTags('proficiency')
@Controller('organizations')
export class PtPageController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /organizations/{orgId}/proficiency?year&groupId&page&limit. */
  @Get(':orgId/proficiency')
  @Authorize(SIGNED_IN)
  @Answers(ptOrgPageSchema)
  page(@Actor() actor: Principal, @Param('orgId') orgId: string, @Query({ schema: ptOrgPageQuerySchema }) query: Record<string, unknown>): Promise<PtOrgPage> {
    const { page, limit, ...criteria } = valid(validate(ptOrgPageQuerySchema, query));
    return this.queries.execute(new GetPtPage(ruleActor(actor), orgId, criteria, { page, limit }));
  }

  /** GET /organizations/{orgId}/proficiency/export?year&groupId: everyone the filters select, as .xlsx. */
  @Get(':orgId/proficiency/export')
  @Authorize(SIGNED_IN)
  @AnswersFile(XLSX_TYPE, 'The PT page, one row per person (.xlsx).')
  async export(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: ptOrgExportQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const criteria = valid(validate(ptOrgExportQuerySchema, query));
    const all = await this.queries.execute(new GetPtPage(ruleActor(actor), orgId, criteria, null));
    await sendWorkbook(res, PT_PAGE_TEXT.fileName(all.orgName, all.year), [ptPageTable(all.rows)]);
  }
}
