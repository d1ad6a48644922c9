import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { NameEntry, Page, UserDetail, UserHistoryEntry, UserListItem } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { pageOrNamesOf, parseUserListQuery, userDetailSchema, userHistoryEntrySchema, userListItemSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetUserHistory } from '../user-history/user-history.query.js';
import { ListUsers } from './list-users.query.js';
import { GetUser } from '../../../../messages/accounts.js';

@ApiTags('users')
@Controller()
export class UsersQueryController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /users: paging, search, role/org/group/curriculum/disabled filters; `names=1` for a picker. */
  @Get('users')
  @Authorize(SIGNED_IN)
  @Answers(pageOrNamesOf(userListItemSchema))
  list(@Actor() actor: Principal, @Query({ schema: parseUserListQuery.schema }) query: unknown): Promise<Page<UserListItem> | NameEntry[]> {
    return this.queries.execute(new ListUsers(ruleActor(actor), valid(parseUserListQuery(query))));
  }

  /** GET /organizations/{id}/members: the users list of one organization. */
  @Get('organizations/:orgId/members')
  @Authorize(SIGNED_IN)
  @Answers(pageOrNamesOf(userListItemSchema))
  members(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: parseUserListQuery.schema }) query: Record<string, unknown>,
  ): Promise<Page<UserListItem> | NameEntry[]> {
    return this.queries.execute(new ListUsers(ruleActor(actor), valid(parseUserListQuery({ ...query, orgId }))));
  }

  /** GET /users/{id}/history: the audit trail of the account's administrative changes, newest first. */
  @Get('users/:id/history')
  @Authorize(SIGNED_IN)
  @Answers(userHistoryEntrySchema.array())
  history(@Actor() actor: Principal, @Param('id') id: string): Promise<UserHistoryEntry[]> {
    return this.queries.execute(new GetUserHistory(ruleActor(actor), id));
  }

  @Get('users/:id')
  @Authorize(SIGNED_IN)
  @Answers(userDetailSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<UserDetail> {
    return this.queries.execute(new GetUser(ruleActor(actor), id));
  }
}
