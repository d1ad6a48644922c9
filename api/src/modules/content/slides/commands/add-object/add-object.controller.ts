import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { validField } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { number, slideItemSchema, slideObjectRequestSchema, validate } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { CATEGORY, SlideRoutes } from '../../shared/slide-routes.js';
import { AddSlideObject } from './add-object.command.js';

@SlideRoutes()
export class AddSlideObjectController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides/{id}/slide/objects {coords, catIdx}: a custom object at a point. */
  @Post(':id/slide/objects')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(slideItemSchema)
  addObject(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Body({ schema: slideObjectRequestSchema }) body: RequestBody,
    @Req() req: Request,
  ): Promise<SlideItem> {
    // By hand rather than with the schema: missing coordinates are refused on `coords.x`, not on `coords`.
    const coords = (body?.coords ?? {}) as Record<string, unknown>;
    const x = validField(validate(number({ min: 0 }), coords.x), 'coords.x');
    const y = validField(validate(number({ min: 0 }), coords.y), 'coords.y');
    const catIdx = validField(validate(CATEGORY, body?.catIdx), 'catIdx');
    return this.commands.execute(new AddSlideObject(actor, slideId, x, y, catIdx, actorContext(actor, requestId(req))));
  }
}
