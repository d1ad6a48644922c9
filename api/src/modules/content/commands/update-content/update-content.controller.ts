import { Body, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ContentItem } from '@cytocampus/contracts';
import { contentItemSchema, contentUpdateRequestSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType, fieldsIn, type RequestBody } from '../../shared/content-routes.js';
import { ActivateContent } from '../activate-content/activate-content.command.js';
import { DeactivateContent } from '../deactivate-content/deactivate-content.command.js';
import { UpdateContent } from './update-content.command.js';

export const UPDATE_CONTENT_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class UpdateContentController {
    constructor(private readonly commands: CommandBus) {}

    /** PUT /{path}/{id}: {activate: true}, {deactivate: true}, {[type]: fields} (spec part 2 section 7), or the fields themselves. */
    @Put(':id')
    @Authorize(SIGNED_IN)
    @Answers(contentItemSchema)
    update(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Body({ schema: contentUpdateRequestSchema(type) }) body: RequestBody,
      @Req() req: Request,
    ): Promise<ContentItem> {
      const ctx = actorContext(actor, requestId(req));
      if (body?.activate === true) return this.commands.execute(new ActivateContent(actor, type, id, ctx));
      if (body?.deactivate === true) return this.commands.execute(new DeactivateContent(actor, type, id, ctx));
      return this.commands.execute(new UpdateContent(actor, type, id, fieldsIn(body, type), ctx));
    }
  }
  return UpdateContentController;
});
