import { Body, Controller, Delete, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { THREAD_ROUTES, type ThreadMessage } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { editMessageRequestSchema, successFlagSchema, threadMessageSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ChangeMessage } from './change-message.command.js';

@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class MessageController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /threads/{id}/messages/{messageId} {message, attachments}: the edited message (lastEdit set). */
  @Put(':id/messages/:messageId')
  @Authorize(SIGNED_IN)
  @Answers(threadMessageSchema)
  edit(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('messageId') messageId: string,
    @Body({ schema: editMessageRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadMessage> {
    const request = valid(validate(editMessageRequestSchema, body ?? {}));
    return this.commands.execute(new ChangeMessage(actor, id, messageId, { type: 'edit', body: request }, actorContext(actor, requestId(req))));
  }

  /** DELETE /threads/{id}/messages/{messageId}. */
  @Delete(':id/messages/:messageId')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Param('messageId') messageId: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ChangeMessage(actor, id, messageId, { type: 'delete' }, actorContext(actor, requestId(req))));
  }
}
