import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { THREAD_ROUTES, type ThreadMessage } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { postMessageRequestSchema, threadMessageSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { PostMessage } from './post-message.command.js';

@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class PostMessageController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /threads/{id} {message, attachments, id}: a message in the thread (the spec's call). */
  @Post(':id')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(threadMessageSchema)
  post(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: postMessageRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ThreadMessage> {
    const request = valid(validate(postMessageRequestSchema, body ?? {}));
    return this.commands.execute(new PostMessage(actor, id, request, actorContext(actor, requestId(req))));
  }
}
