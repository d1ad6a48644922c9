import { Body, Controller, Put, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CommunityList } from '@cytocampus/contracts';
import { successFlagSchema, threadVisitRequestSchema, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RecordVisit, type Visit } from './visit.command.js';

/** The visit calls of the user record (spec part 1 section 7): they answer the success flag. */
@ApiTags('community')
@Controller('user/visit')
@UseGuards(SignedInGuard)
export class VisitController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /user/visit/thread {threadId}: the caller opened the thread (its read time is now). */
  @Put('thread')
  @Answers(successFlagSchema)
  thread(@Actor() actor: Principal, @Body({ schema: threadVisitRequestSchema }) body: unknown, @Req() req: Request): Promise<{ success: true }> {
    const { threadId } = valid(validate(threadVisitRequestSchema, body ?? {}));
    return this.record(actor, { type: 'thread', threadId }, req);
  }

  /** PUT /user/visit/threads: the community threads' last-check time is now. */
  @Put('threads')
  @Answers(successFlagSchema)
  threads(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.list(actor, 'threads', req);
  }

  /** PUT /user/visit/orgThreads: the organization threads' last-check time is now. */
  @Put('orgThreads')
  @Answers(successFlagSchema)
  orgThreads(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.list(actor, 'orgThreads', req);
  }

  /** PUT /user/visit/messages: the conversations' last-check time is now. */
  @Put('messages')
  @Answers(successFlagSchema)
  messages(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.list(actor, 'messages', req);
  }

  private list(actor: Principal, list: CommunityList, req: Request): Promise<{ success: true }> {
    return this.record(actor, { type: 'list', list }, req);
  }

  private record(actor: Principal, visit: Visit, req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RecordVisit(actor, visit, actorContext(actor, requestId(req))));
  }
}
