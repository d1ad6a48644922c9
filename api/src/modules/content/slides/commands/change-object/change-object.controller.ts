import { Body, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { parseSlideObjectChangeRequest, slideItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { ChangeSlideObject } from './change-object.command.js';

@SlideRoutes()
export class ChangeSlideObjectController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /slides/{id}/slide/objects/{objectId} {catIdx, rank}: moves an object to a category and place. */
  @Put(':id/slide/objects/:objectId')
  @Authorize(SIGNED_IN)
  @Answers(slideItemSchema)
  changeObject(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Param('objectId') objectId: string,
    @Body({ schema: parseSlideObjectChangeRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const { catIdx, rank } = valid(parseSlideObjectChangeRequest(body));
    return this.commands.execute(new ChangeSlideObject(actor, slideId, objectId, catIdx, rank, actorContext(actor, requestId(req))));
  }
}
