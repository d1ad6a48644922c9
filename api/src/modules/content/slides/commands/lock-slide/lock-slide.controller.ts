import { Body, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { parseLockRequest, slideItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { LockSlide } from './lock-slide.command.js';

@SlideRoutes()
export class LockSlideController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /slides/{id}/lock {locked}. */
  @Put(':id/lock')
  @Authorize(SIGNED_IN)
  @Answers(slideItemSchema)
  lock(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Body({ schema: parseLockRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const { locked } = valid(parseLockRequest(body));
    return this.commands.execute(new LockSlide(actor, slideId, locked, actorContext(actor, requestId(req))));
  }
}
