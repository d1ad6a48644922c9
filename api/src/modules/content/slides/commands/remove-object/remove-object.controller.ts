import { Delete, Param, Req } from '@nestjs/common';
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
import { RemoveSlideObject } from './remove-object.command.js';

@SlideRoutes()
export class RemoveSlideObjectController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/slide/objects/:objectId')
  @Authorize(SIGNED_IN)
  @Answers(slideItemSchema)
  removeObject(@Actor() actor: Principal, @Param('id') slideId: string, @Param('objectId') objectId: string, @Req() req: Request): Promise<SlideItem> {
    return this.commands.execute(new RemoveSlideObject(actor, slideId, objectId, actorContext(actor, requestId(req))));
  }
}
