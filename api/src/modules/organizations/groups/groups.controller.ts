import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DIRECTORY_MSG, type GroupItem, type NameEntry, type Page } from '@cytocampus/contracts';
import { groupCreateRequestSchema, groupItemSchema, pageOrNamesOf, parseGroup, parseGroupUpdate, parseListQuery, successFlagSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { actorContext } from '../../../es/command-context.js';
import { ApiException } from '../../../http/api-exception.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ChangeGroup, type GroupChange } from './group-commands.js';
import { GetGroup, ListGroups } from './group-queries.js';

@ApiTags('groups')
@Controller()
@UseGuards(SignedInGuard)
export class GroupsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('groups')
  @Answers(pageOrNamesOf(groupItemSchema))
  list(@Actor() actor: Principal, @Query({ schema: parseListQuery.schema }) query: unknown): Promise<Page<GroupItem> | NameEntry[]> {
    return this.queries.execute(new ListGroups(ruleActor(actor), valid(parseListQuery(query))));
  }

  @Get('groups/:id')
  @Answers(groupItemSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<GroupItem> {
    return this.queries.execute(new GetGroup(ruleActor(actor), id));
  }

  /** POST /groups {orgId, name, ...}; orgId defaults to the caller's organization (so the document does not require it). */
  @Post('groups')
  @HttpCode(200)
  @Answers(groupItemSchema)
  create(@Actor() actor: Principal, @Body({ schema: groupCreateRequestSchema }) body: unknown, @Req() req: Request): Promise<GroupItem> {
    const withOrg = { orgId: actor.orgId ?? undefined, ...(body as object) };
    return this.change(actor, null, { create: valid(parseGroup(withOrg)) }, req) as Promise<GroupItem>;
  }

  @Put('groups/:id')
  @Answers(groupItemSchema)
  update(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseGroupUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<GroupItem> {
    return this.change(actor, id, { update: valid(parseGroupUpdate(body)) }, req) as Promise<GroupItem>;
  }

  @Delete('groups/:id')
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.change(actor, id, 'remove', req) as Promise<{ success: true }>;
  }

  // The same, addressed through the organization (spec part 2 section 7).
  @Get('organizations/:orgId/group/:id')
  @Answers(groupItemSchema)
  async getIn(@Actor() actor: Principal, @Param('orgId') orgId: string, @Param('id') id: string): Promise<GroupItem> {
    return this.inOrganization(orgId, await this.get(actor, id));
  }

  @Put('organizations/:orgId/group/:id')
  @Answers(groupItemSchema)
  async updateIn(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Param('id') id: string,
    @Body({ schema: parseGroupUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<GroupItem> {
    this.inOrganization(orgId, await this.get(actor, id));
    return this.update(actor, id, body, req);
  }

  @Delete('organizations/:orgId/group/:id')
  @Answers(successFlagSchema)
  async removeIn(@Actor() actor: Principal, @Param('orgId') orgId: string, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    this.inOrganization(orgId, await this.get(actor, id));
    return this.remove(actor, id, req);
  }

  private inOrganization(orgId: string, group: GroupItem): GroupItem {
    if (group.orgId !== orgId) throw new ApiException(404, DIRECTORY_MSG.groupNotFound);
    return group;
  }

  private change(actor: Principal, id: string | null, change: GroupChange, req: Request): Promise<GroupItem | { success: true }> {
    return this.commands.execute(new ChangeGroup(actor, id, change, actorContext(actor, requestId(req))));
  }
}
