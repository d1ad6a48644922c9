import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { REPORT_ROUTES, type ReportItem } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reportItemSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetReport } from './get-report.query.js';

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class GetReportController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /reports/{id}: one report to those who may read it; 404 'Report not found.' alike for unknown, deleted and unreadable. */
  @Get(':id')
  @Authorize(SIGNED_IN)
  @Answers(reportItemSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<ReportItem> {
    return this.queries.execute(new GetReport(ruleActor(actor), id));
  }
}
