import { Body, HttpCode, Post, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ContentItem } from '@cytocampus/contracts';
import { contentCreateRequestSchema, contentItemSchema, creationQuerySchema, validate } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType, fieldsIn, type RequestBody } from '../../shared/content-routes.js';
import { CreateContent } from './create-content.command.js';

export const CREATE_CONTENT_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class CreateContentController {
    constructor(private readonly commands: CommandBus) {}

    /** POST /{path}?orgId=: a new item, in the caller's organization when orgId names it, site-wide otherwise. */
    @Post()
    @Authorize(SIGNED_IN)
    @HttpCode(200)
    @Answers(contentItemSchema)
    create(
      @Actor() actor: Principal,
      @Body({ schema: contentCreateRequestSchema(type) }) body: RequestBody,
      @Query({ schema: creationQuerySchema }) query: unknown,
      @Req() req: Request,
    ): Promise<ContentItem> {
      const { orgId = null } = valid(validate(creationQuerySchema, query));
      return this.commands.execute(new CreateContent(actor, type, fieldsIn(body, type), orgId, actorContext(actor, requestId(req))));
    }
  }
  return CreateContentController;
});
