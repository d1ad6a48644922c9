import { Body, Controller, Delete, Param, Put, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { THREAD_ROUTES, type ThreadSummary } from '@cytocampus/contracts';
import {
  editThreadRequestSchema,
  successFlagSchema,
  threadLockRequestSchema,
  threadStickyRequestSchema,
  threadSummarySchema,
  validate,
} from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ModerateThread, type ThreadChange } from './moderate-thread.command.js';

@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
@UseGuards(SignedInGuard)
export class ModerateThreadController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /threads/{id} {title}: retitles the thread (editThreads / editOrgThreads). */
  @Put(':id')
  @Answers(threadSummarySchema)
  retitle(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: editThreadRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { title } = valid(validate(editThreadRequestSchema, body ?? {}));
    return this.change(actor, id, { type: 'title', title }, req);
  }

  /** PUT /threads/{id}/lock {locked}: nobody but moderators comments on a locked thread (lockThreads / lockOrgThreads). */
  @Put(':id/lock')
  @Answers(threadSummarySchema)
  lock(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: threadLockRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { locked } = valid(validate(threadLockRequestSchema, body ?? {}));
    return this.change(actor, id, { type: 'lock', locked }, req);
  }

  /** PUT /threads/{id}/sticky {sticky}: sticky threads come first in their list (editThreads / editOrgThreads). */
  @Put(':id/sticky')
  @Answers(threadSummarySchema)
  sticky(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: threadStickyRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadSummary> {
    const { sticky } = valid(validate(threadStickyRequestSchema, body ?? {}));
    return this.change(actor, id, { type: 'sticky', sticky }, req);
  }

  /** DELETE /threads/{id}: the thread and its messages (deleteThreads / deleteOrgThreads). */
  @Delete(':id')
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ModerateThread(actor, id, { type: 'delete' }, actorContext(actor, requestId(req))));
  }

  private change(actor: Principal, id: string, change: Exclude<ThreadChange, { type: 'delete' }>, req: Request): Promise<ThreadSummary> {
    return this.commands.execute(new ModerateThread(actor, id, change, actorContext(actor, requestId(req))));
  }
}
