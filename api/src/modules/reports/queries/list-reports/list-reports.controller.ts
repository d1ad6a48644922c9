import { Controller, Get, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { REPORT_ROUTES, type Page, type ReportItem } from '@cytocampus/contracts';
import { holdingAnyOf } from '@cytocampus/permissions';
import { reportListQuerySchema, reportPageSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListReports } from './list-reports.query.js';

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class ListReportsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /reports?page&limit&search&orgId&reportType: newest first; generateReport lists every report, generateOrgReport the own organization's. */
  @Get()
  @Authorize(holdingAnyOf('generateReport', 'generateOrgReport'))
  @Answers(reportPageSchema)
  list(@Actor() actor: Principal, @Query({ schema: reportListQuerySchema }) query: Record<string, unknown>): Promise<Page<ReportItem>> {
    return this.queries.execute(new ListReports(ruleActor(actor), valid(validate(reportListQuerySchema, query))));
  }
}
