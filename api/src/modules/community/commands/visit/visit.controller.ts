import { Body, Controller, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { successFlagSchema, threadVisitRequestSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RecordVisit } from './visit.command.js';

/** The visit calls of the user record (spec part 1 section 7): they answer the success flag. */
@ApiTags('community')
@Controller('user/visit')
export class VisitController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /user/visit/thread {threadId}: the caller opened the thread (its read time is now). */
  @Put('thread')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  thread(@Actor() actor: Principal, @Body({ schema: threadVisitRequestSchema }) body: unknown, @Req() req: Request): Promise<{ success: true }> {
    const { threadId } = valid(validate(threadVisitRequestSchema, body ?? {}));
    return this.commands.execute(new RecordVisit(actor, { type: 'thread', threadId }, actorContext(actor, requestId(req))));
  }

  /** PUT /user/visit/threads: the community threads' last-check time is now. */
  @Put('threads')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  threads(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RecordVisit(actor, { type: 'list', list: 'threads' }, actorContext(actor, requestId(req))));
  }

  /** PUT /user/visit/orgThreads: the organization threads' last-check time is now. */
  @Put('orgThreads')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  orgThreads(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RecordVisit(actor, { type: 'list', list: 'orgThreads' }, actorContext(actor, requestId(req))));
  }

  /** PUT /user/visit/messages: the conversations' last-check time is now. */
  @Put('messages')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  messages(@Actor() actor: Principal, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RecordVisit(actor, { type: 'list', list: 'messages' }, actorContext(actor, requestId(req))));
  }
}
