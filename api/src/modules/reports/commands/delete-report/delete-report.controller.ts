import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REPORT_ROUTES } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { DeleteReport } from './delete-report.command.js';

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class DeleteReportController {
  constructor(private readonly commands: CommandBus) {}

  /** DELETE /reports/{id}: the report and its files (its author, deleteOtherReport, deleteOtherOrgReport). */
  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new DeleteReport(actor, id, actorContext(actor, requestId(req))));
  }
}
