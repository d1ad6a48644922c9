import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { SlideRoutes, uploadIdIn } from '../../shared/slide-routes.js';
import { ImportAnalysis } from './import-analysis.command.js';

@SlideRoutes()
export class ImportAnalysisController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides/{id}/slide/analysis {analysisId}: imports an uploaded analysis file's objects and metrics. */
  @Post(':id/slide/analysis')
  @HttpCode(200)
  analysis(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: RequestBody, @Req() req: Request): Promise<SlideItem> {
    return this.commands.execute(new ImportAnalysis(actor, slideId, uploadIdIn(body?.analysisId, 'analysisId'), actorContext(actor, requestId(req))));
  }
}
