import { Controller, Get, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { THREAD_ROUTES, type PersonRef, type ThreadAlerts, type ThreadPage } from '@cytocampus/contracts';
import { holding, SIGNED_IN } from '@cytocampus/permissions';
import { conversationPeopleQuerySchema, personRefsSchema, threadAlertsSchema, threadListQuerySchema, threadPageSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { FindConversationPeople } from './conversation-people.query.js';
import { ListThreads } from './list-threads.query.js';
import { GetThreadAlerts } from './thread-alerts.query.js';

/** The lists of the community area (registered before the routes of one thread, whose `{id}` would take these names). */
@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class ThreadsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /threads?conversations=1 | ref={orgId}, paging, search (title), unread=1: sticky first, then the newest activity. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(threadPageSchema)
  list(@Actor() actor: Principal, @Query({ schema: threadListQuerySchema }) query: Record<string, unknown>): Promise<ThreadPage> {
    return this.queries.execute(new ListThreads(ruleActor(actor), valid(validate(threadListQuerySchema, query))));
  }

  /** GET /threads/alerts: the alerts menu's Messages and Notifications. */
  @Get('alerts')
  @Authorize(SIGNED_IN)
  @Answers(threadAlertsSchema)
  alerts(@Actor() actor: Principal): Promise<ThreadAlerts> {
    return this.queries.execute(new GetThreadAlerts(ruleActor(actor)));
  }

  /** GET /threads/people?search&limit: who the caller may start a conversation with (chat: canCreateThread of a conversation). */
  @Get('people')
  @Authorize(holding('chat'))
  @Answers(personRefsSchema)
  reachable(@Actor() actor: Principal, @Query({ schema: conversationPeopleQuerySchema }) query: Record<string, unknown>): Promise<PersonRef[]> {
    const { search, limit } = valid(validate(conversationPeopleQuerySchema, query));
    return this.queries.execute(new FindConversationPeople(ruleActor(actor), search, limit));
  }
}
