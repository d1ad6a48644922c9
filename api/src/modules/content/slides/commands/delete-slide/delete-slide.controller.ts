import { Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { successFlagSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { DeleteSlide } from './delete-slide.command.js';

@SlideRoutes()
export class DeleteSlideController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new DeleteSlide(actor, slideId, actorContext(actor, requestId(req))));
  }
}
