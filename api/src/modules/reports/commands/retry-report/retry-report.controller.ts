import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REPORT_ROUTES, type ReportItem } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reportItemSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RetryReport } from './retry-report.command.js';

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class RetryReportController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /reports/{id}/retry: generates again a report whose generation failed; answers it, QUEUED. */
  @Post(':id/retry')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(reportItemSchema)
  retry(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<ReportItem> {
    return this.commands.execute(new RetryReport(actor, id, actorContext(actor, requestId(req))));
  }
}
