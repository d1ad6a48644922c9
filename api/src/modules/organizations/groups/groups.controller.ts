import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { GroupItem, NameEntry, Page } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { groupCreateRequestSchema, groupItemSchema, pageOrNamesOf, parseGroup, parseGroupUpdate, parseListQuery, successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ChangeGroup } from '../../../messages/organizations.js';
import { GetGroup, ListGroups } from './group-queries.js';

@ApiTags('groups')
@Controller()
export class GroupsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('groups')
  @Authorize(SIGNED_IN)
  @Answers(pageOrNamesOf(groupItemSchema))
  list(@Actor() actor: Principal, @Query({ schema: parseListQuery.schema }) query: unknown): Promise<Page<GroupItem> | NameEntry[]> {
    return this.queries.execute(new ListGroups(ruleActor(actor), valid(parseListQuery(query))));
  }

  @Get('groups/:id')
  @Authorize(SIGNED_IN)
  @Answers(groupItemSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<GroupItem> {
    return this.queries.execute(new GetGroup(ruleActor(actor), id));
  }

  /** POST /groups {orgId, name, ...}; orgId defaults to the caller's organization (so the document does not require it). */
  @Post('groups')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(groupItemSchema)
  create(@Actor() actor: Principal, @Body({ schema: groupCreateRequestSchema }) body: unknown, @Req() req: Request): Promise<GroupItem> {
    const withOrg = { orgId: actor.orgId ?? undefined, ...(body as object) };
    const create = valid(parseGroup(withOrg));
    return this.commands.execute(new ChangeGroup(actor, null, { create }, actorContext(actor, requestId(req)))) as Promise<GroupItem>;
  }

  @Put('groups/:id')
  @Authorize(SIGNED_IN)
  @Answers(groupItemSchema)
  update(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseGroupUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<GroupItem> {
    const update = valid(parseGroupUpdate(body));
    return this.commands.execute(new ChangeGroup(actor, id, { update }, actorContext(actor, requestId(req)))) as Promise<GroupItem>;
  }

  @Delete('groups/:id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ChangeGroup(actor, id, 'remove', actorContext(actor, requestId(req)))) as Promise<{ success: true }>;
  }

  // The same, addressed through the organization (spec part 2 section 7): a group of another one is not found.
  @Get('organizations/:orgId/group/:id')
  @Authorize(SIGNED_IN)
  @Answers(groupItemSchema)
  getIn(@Actor() actor: Principal, @Param('orgId') orgId: string, @Param('id') id: string): Promise<GroupItem> {
    return this.queries.execute(new GetGroup(ruleActor(actor), id, orgId));
  }

  /** The group is asked for there first: elsewhere it answers 404 before its changes are checked. */
  @Put('organizations/:orgId/group/:id')
  @Authorize(SIGNED_IN)
  @Answers(groupItemSchema)
  async updateIn(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Param('id') id: string,
    @Body({ schema: parseGroupUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<GroupItem> {
    await this.queries.execute(new GetGroup(ruleActor(actor), id, orgId));
    const update = valid(parseGroupUpdate(body));
    return this.commands.execute(new ChangeGroup(actor, id, { update }, actorContext(actor, requestId(req)))) as Promise<GroupItem>;
  }

  @Delete('organizations/:orgId/group/:id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  async removeIn(@Actor() actor: Principal, @Param('orgId') orgId: string, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    await this.queries.execute(new GetGroup(ruleActor(actor), id, orgId));
    return this.commands.execute(new ChangeGroup(actor, id, 'remove', actorContext(actor, requestId(req)))) as Promise<{ success: true }>;
  }
}
