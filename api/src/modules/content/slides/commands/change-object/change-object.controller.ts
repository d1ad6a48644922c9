import { Body, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { number, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { validField } from '../../../../../http/validate.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { CATEGORY, SlideRoutes } from '../../shared/slide-routes.js';
import { ChangeSlideObject } from './change-object.command.js';

@SlideRoutes()
export class ChangeSlideObjectController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /slides/{id}/slide/objects/{objectId} {catIdx, rank}: moves an object to a category and place. */
  @Put(':id/slide/objects/:objectId')
  changeObject(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Param('objectId') objectId: string,
    @Body() body: RequestBody,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const catIdx = validField(validate(CATEGORY, body?.catIdx), 'catIdx');
    const rank = validField(validate(number({ min: 0 }), body?.rank), 'rank');
    return this.commands.execute(new ChangeSlideObject(actor, slideId, objectId, catIdx, rank, actorContext(actor, requestId(req))));
  }
}
