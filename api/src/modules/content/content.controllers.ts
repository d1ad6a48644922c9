import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CONTENT_PATHS, type AuthoredType, type ContentItem, type NameEntry, type Page } from '@cytocampus/contracts';
import { bool, parseContentListQuery, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../auth/principal.js';
import { SignedInGuard } from '../../auth/signed-in.guard.js';
import { actorContext } from '../../es/command-context.js';
import { requestId } from '../../http/request-info.js';
import { valid } from '../../http/validate.js';
import { ChangeContent, type ContentAction } from './commands/change-content.js';
import { GetContent, ListContent, type ContentListValues } from './queries/content-queries.js';

type Body = Record<string, unknown> | undefined;

/** PUT /{path}/{id}: {activate: true}, {deactivate: true}, {[type]: fields} (spec part 2 section 7), or the fields themselves. */
function updateAction(type: AuthoredType, body: Body): ContentAction {
  if (body?.activate === true) return { kind: 'activate' };
  if (body?.deactivate === true) return { kind: 'deactivate' };
  return { kind: 'update', fields: body?.[type] ?? body };
}

/** The calls of one content type, under its path (e.g. /modules, /quizzes). */
function contentController(type: AuthoredType): Type<unknown> {
  const path = CONTENT_PATHS[type];

  @ApiTags('content')
  @Controller(path)
  @UseGuards(SignedInGuard)
  class ContentController {
    constructor(
      readonly queries: QueryBus,
      readonly commands: CommandBus,
    ) {}

    @Get()
    list(@Actor() actor: Principal, @Query() query: unknown): Promise<Page<ContentItem> | NameEntry[]> {
      return this.queries.execute(new ListContent(ruleActor(actor), type, valid<ContentListValues>(parseContentListQuery(query))));
    }

    @Get(':id')
    get(@Actor() actor: Principal, @Param('id') id: string): Promise<ContentItem> {
      return this.queries.execute(new GetContent(ruleActor(actor), type, id));
    }

    /** POST /{path}?orgId=: a new item, in the caller's organization when orgId names it, site-wide otherwise. */
    @Post()
    @HttpCode(200)
    create(@Actor() actor: Principal, @Body() body: Body, @Query('orgId') orgId: unknown, @Req() req: Request): Promise<ContentItem> {
      return this.change(actor, null, { kind: 'create', fields: body?.[type] ?? body, orgId: typeof orgId === 'string' && orgId !== '' ? orgId : null }, req) as Promise<ContentItem>;
    }

    @Put(':id')
    update(@Actor() actor: Principal, @Param('id') id: string, @Body() body: Body, @Req() req: Request): Promise<ContentItem> {
      return this.change(actor, id, updateAction(type, body), req) as Promise<ContentItem>;
    }

    @Put(':id/lock')
    lock(@Actor() actor: Principal, @Param('id') id: string, @Body() body: Body, @Req() req: Request): Promise<ContentItem> {
      const locked = valid(validate(bool(), body?.locked));
      return this.change(actor, id, { kind: 'lock', locked }, req) as Promise<ContentItem>;
    }

    @Delete(':id')
    remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
      return this.change(actor, id, { kind: 'delete' }, req) as Promise<{ success: true }>;
    }

    /** POST /{path}/{id}/revision: a new, inactive revision of the item (ours; ADR 0011). */
    @Post(':id/revision')
    @HttpCode(200)
    revise(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<ContentItem> {
      return this.change(actor, id, { kind: 'revise' }, req) as Promise<ContentItem>;
    }

    change(actor: Principal, id: string | null, action: ContentAction, req: Request): Promise<ContentItem | { success: true }> {
      return this.commands.execute(new ChangeContent(actor, type, id, action, actorContext(actor, requestId(req))));
    }
  }
  Object.defineProperty(ContentController, 'name', { value: `${type[0]!.toUpperCase()}${type.slice(1)}ContentController` });
  return ContentController;
}

export const CONTENT_CONTROLLERS = (Object.keys(CONTENT_PATHS) as AuthoredType[]).map(contentController);
