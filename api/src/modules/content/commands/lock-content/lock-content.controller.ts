import { Body, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ContentItem } from '@cytocampus/contracts';
import { bool, contentItemSchema, lockRequestSchema, validate } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType, type RequestBody } from '../../shared/content-routes.js';
import { LockContent } from './lock-content.command.js';

export const LOCK_CONTENT_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class LockContentController {
    constructor(private readonly commands: CommandBus) {}

    /** PUT /{path}/{id}/lock {locked}. */
    @Put(':id/lock')
    @Authorize(SIGNED_IN)
    @Answers(contentItemSchema)
    lock(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Body({ schema: lockRequestSchema }) body: RequestBody,
      @Req() req: Request,
    ): Promise<ContentItem> {
      // By hand rather than with the schema: a refusal names no field here (the slide lock's names `locked`).
      const locked = valid(validate(bool(), body?.locked));
      return this.commands.execute(new LockContent(actor, type, id, locked, actorContext(actor, requestId(req))));
    }
  }
  return LockContentController;
});
