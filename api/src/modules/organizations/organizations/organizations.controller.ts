import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { NameEntry, OrganizationItem, Page, UserDetail } from '@cytocampus/contracts';
import { holding, SIGNED_IN } from '@cytocampus/permissions';
import {
  organizationItemSchema,
  organizationMemberRequestSchema,
  pageOrNamesOf,
  parseListQuery,
  parseOrganization,
  parseOrganizationUpdate,
  successFlagSchema,
  userDetailSchema,
} from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { ApiException } from '../../../http/api-exception.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ChangeOrganization } from './organization-commands.js';
import { GetOrganization, ListOrganizations } from './organization-queries.js';
import { UpdateUser } from '../../../messages/accounts.js';

@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** GET /organizations: a page, or `names=1` (fetched with limit 10000) for pickers. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(pageOrNamesOf(organizationItemSchema))
  list(@Actor() actor: Principal, @Query({ schema: parseListQuery.schema }) query: unknown): Promise<Page<OrganizationItem> | NameEntry[]> {
    return this.queries.execute(new ListOrganizations(ruleActor(actor), valid(parseListQuery(query))));
  }

  @Get(':id')
  @Authorize(SIGNED_IN)
  @Answers(organizationItemSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<OrganizationItem> {
    return this.queries.execute(new GetOrganization(ruleActor(actor), id));
  }

  /** POST /organizations: editOrganization, asked again by ChangeOrganization (which also changes existing ones). */
  @Post()
  @Authorize(holding('editOrganization'))
  @HttpCode(200)
  @Answers(organizationItemSchema)
  create(@Actor() actor: Principal, @Body({ schema: parseOrganization.schema }) body: unknown, @Req() req: Request): Promise<OrganizationItem> {
    return this.commands.execute(
      new ChangeOrganization(actor, null, valid(parseOrganization(body)), actorContext(actor, requestId(req))),
    ) as Promise<OrganizationItem>;
  }

  @Put(':id')
  @Authorize(SIGNED_IN)
  @Answers(organizationItemSchema)
  update(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseOrganizationUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<OrganizationItem> {
    return this.commands.execute(
      new ChangeOrganization(actor, id, valid(parseOrganizationUpdate(body)), actorContext(actor, requestId(req))),
    ) as Promise<OrganizationItem>;
  }

  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ChangeOrganization(actor, id, 'remove', actorContext(actor, requestId(req)))) as Promise<{ success: true }>;
  }

  /** POST /organizations/{id}/members {userId}: the user picker of the organization detail moves a user here. */
  @Post(':id/members')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(userDetailSchema)
  async addMember(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: organizationMemberRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<UserDetail> {
    const userId = (body as { userId?: unknown } | undefined)?.userId;
    // By hand rather than with the schema, which trims: a blank id is looked up (and not found) rather than refused.
    if (typeof userId !== 'string' || userId === '') throw new ApiException(400, 'Required', 'userId');
    await this.queries.execute(new GetOrganization(ruleActor(actor), id));
    return this.commands.execute(new UpdateUser(actor, userId, { orgId: id }, actorContext(actor, requestId(req))));
  }
}
