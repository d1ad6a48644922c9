import { Body, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { bool, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { validField } from '../../../../../http/validate.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { SlideRoutes } from '../../shared/slide-routes.js';
import { LockSlide } from './lock-slide.command.js';

@SlideRoutes()
export class LockSlideController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /slides/{id}/lock {locked}. */
  @Put(':id/lock')
  lock(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: RequestBody, @Req() req: Request): Promise<SlideItem> {
    const locked = validField(validate(bool(), body?.locked), 'locked');
    return this.commands.execute(new LockSlide(actor, slideId, locked, actorContext(actor, requestId(req))));
  }
}
