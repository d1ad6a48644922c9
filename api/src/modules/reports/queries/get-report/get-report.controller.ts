import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { REPORT_ROUTES, type ReportItem } from '@cytocampus/contracts';
import { reportItemSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ReportItems } from '../../shared/report-items.js';

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
@UseGuards(SignedInGuard)
export class GetReportController {
  constructor(private readonly reports: ReportItems) {}

  /** GET /reports/{id}: one report to those who may read it; 404 'Report not found.' alike for unknown, deleted and unreadable. */
  @Get(':id')
  @Answers(reportItemSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<ReportItem> {
    return this.reports.item(ruleActor(actor), id);
  }
}
