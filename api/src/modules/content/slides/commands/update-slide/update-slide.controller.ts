import { Body, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { contentUpdateRequestSchema, slideItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import { fieldsIn, type RequestBody } from '../../../shared/content-routes.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { ActivateSlide } from '../activate-slide/activate-slide.command.js';
import { DeactivateSlide } from '../deactivate-slide/deactivate-slide.command.js';
import { UpdateSlide } from './update-slide.command.js';

@SlideRoutes()
export class UpdateSlideController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /slides/{id}: {activate: true}, {deactivate: true}, {slide: fields}, or the fields themselves. */
  @Put(':id')
  @Authorize(SIGNED_IN)
  @Answers(slideItemSchema)
  update(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Body({ schema: contentUpdateRequestSchema('slide') }) body: RequestBody,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const ctx = actorContext(actor, requestId(req));
    if (body?.activate === true) return this.commands.execute(new ActivateSlide(actor, slideId, ctx));
    if (body?.deactivate === true) return this.commands.execute(new DeactivateSlide(actor, slideId, ctx));
    return this.commands.execute(new UpdateSlide(actor, slideId, fieldsIn(body, 'slide'), ctx));
  }
}
