import { Body, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ContentItem } from '@cytocampus/contracts';
import { bool, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { valid } from '../../../../http/validate.js';
import { ContentRoutes, controllersPerType, type RequestBody } from '../../shared/content-routes.js';
import { LockContent } from './lock-content.command.js';

export const LOCK_CONTENT_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class LockContentController {
    constructor(readonly commands: CommandBus) {}

    /** PUT /{path}/{id}/lock {locked}. */
    @Put(':id/lock')
    lock(@Actor() actor: Principal, @Param('id') id: string, @Body() body: RequestBody, @Req() req: Request): Promise<ContentItem> {
      const locked = valid(validate(bool(), body?.locked));
      return this.commands.execute(new LockContent(actor, type, id, locked, actorContext(actor, requestId(req))));
    }
  }
  return LockContentController;
});
