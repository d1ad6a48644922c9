import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { parseSlideAnalysisRequest, slideItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { ImportAnalysis } from './import-analysis.command.js';

@SlideRoutes()
export class ImportAnalysisController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides/{id}/slide/analysis {analysisId}: imports an uploaded analysis file's objects and metrics. */
  @Post(':id/slide/analysis')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(slideItemSchema)
  analysis(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Body({ schema: parseSlideAnalysisRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const { analysisId } = valid(parseSlideAnalysisRequest(body));
    return this.commands.execute(new ImportAnalysis(actor, slideId, analysisId, actorContext(actor, requestId(req))));
  }
}
