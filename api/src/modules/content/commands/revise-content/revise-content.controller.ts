import { HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ContentItem } from '@cytocampus/contracts';
import { contentItemSchema } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType } from '../../shared/content-routes.js';
import { ReviseContent } from './revise-content.command.js';

export const REVISE_CONTENT_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class ReviseContentController {
    constructor(private readonly commands: CommandBus) {}

    /** POST /{path}/{id}/revision: a new, inactive revision of the item (ours; ADR 0011). */
    @Post(':id/revision')
    @Authorize(SIGNED_IN)
    @HttpCode(200)
    @Answers(contentItemSchema)
    revise(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<ContentItem> {
      return this.commands.execute(new ReviseContent(actor, type, id, actorContext(actor, requestId(req))));
    }
  }
  return ReviseContentController;
});
