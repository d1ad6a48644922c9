import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import { THREAD_ROUTES, type PersonRef, type ThreadAlerts, type ThreadPage } from '@cytocampus/contracts';
import { conversationPeopleQuerySchema, personRefsSchema, threadAlertsSchema, threadListQuerySchema, threadPageSchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ReachablePeople } from '../../shared/reachable-people.js';
import { ThreadLists } from './thread-lists.js';

/** The lists of the community area (registered before the routes of one thread, whose `{id}` would take these names). */
@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
@UseGuards(SignedInGuard)
export class ThreadsController {
  constructor(
    private readonly lists: ThreadLists,
    private readonly people: ReachablePeople,
  ) {}

  /** GET /threads?conversations=1 | ref={orgId}, paging, search (title), unread=1: sticky first, then the newest activity. */
  @Get()
  @Answers(threadPageSchema)
  list(@Actor() actor: Principal, @Query({ schema: threadListQuerySchema }) query: Record<string, unknown>): Promise<ThreadPage> {
    return this.lists.list(ruleActor(actor), valid(validate(threadListQuerySchema, query)));
  }

  /** GET /threads/alerts: the alerts menu's Messages and Notifications. */
  @Get('alerts')
  @Answers(threadAlertsSchema)
  alerts(@Actor() actor: Principal): Promise<ThreadAlerts> {
    return this.lists.alerts(ruleActor(actor));
  }

  /** GET /threads/people?search&limit: who the caller may start a conversation with. */
  @Get('people')
  @Answers(personRefsSchema)
  reachable(@Actor() actor: Principal, @Query({ schema: conversationPeopleQuerySchema }) query: Record<string, unknown>): Promise<PersonRef[]> {
    const { search, limit } = valid(validate(conversationPeopleQuerySchema, query));
    return this.people.search(ruleActor(actor), search, limit);
  }
}
