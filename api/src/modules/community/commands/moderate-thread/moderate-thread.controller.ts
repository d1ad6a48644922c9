import { Body, Controller, Delete, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { THREAD_ROUTES, type ThreadSummary } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import {
  editThreadRequestSchema,
  successFlagSchema,
  threadLockRequestSchema,
  threadStickyRequestSchema,
  threadSummarySchema,
  validate,
} from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ModerateThread } from './moderate-thread.command.js';

@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class ModerateThreadController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /threads/{id} {title}: retitles the thread (editThreads / editOrgThreads). */
  @Put(':id')
  @Authorize(SIGNED_IN)
  @Answers(threadSummarySchema)
  retitle(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: editThreadRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { title } = valid(validate(editThreadRequestSchema, body ?? {}));
    return this.commands.execute(new ModerateThread(actor, id, { type: 'title', title }, actorContext(actor, requestId(req))));
  }

  /** PUT /threads/{id}/lock {locked}: nobody but moderators comments on a locked thread (lockThreads / lockOrgThreads). */
  @Put(':id/lock')
  @Authorize(SIGNED_IN)
  @Answers(threadSummarySchema)
  lock(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: threadLockRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { locked } = valid(validate(threadLockRequestSchema, body ?? {}));
    return this.commands.execute(new ModerateThread(actor, id, { type: 'lock', locked }, actorContext(actor, requestId(req))));
  }

  /** PUT /threads/{id}/sticky {sticky}: sticky threads come first in their list (editThreads / editOrgThreads). */
  @Put(':id/sticky')
  @Authorize(SIGNED_IN)
  @Answers(threadSummarySchema)
  sticky(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: threadStickyRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { sticky } = valid(validate(threadStickyRequestSchema, body ?? {}));
    return this.commands.execute(new ModerateThread(actor, id, { type: 'sticky', sticky }, actorContext(actor, requestId(req))));
  }

  /** DELETE /threads/{id}: the thread and its messages (deleteThreads / deleteOrgThreads). */
  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ModerateThread(actor, id, { type: 'delete' }, actorContext(actor, requestId(req))));
  }
}
