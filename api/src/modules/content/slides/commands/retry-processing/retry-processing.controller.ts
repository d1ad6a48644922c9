import { HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { slideItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { RetrySlideProcessing } from './retry-processing.command.js';

@SlideRoutes()
export class RetryProcessingController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/slide/retry')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(slideItemSchema)
  retry(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<SlideItem> {
    return this.commands.execute(new RetrySlideProcessing(actor, slideId, actorContext(actor, requestId(req))));
  }
}
