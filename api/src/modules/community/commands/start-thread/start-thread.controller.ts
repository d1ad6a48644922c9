import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { THREAD_ROUTES, type ThreadDetail } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { createThreadRequestSchema, threadDetailSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { StartThread } from './start-thread.command.js';

@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class StartThreadController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /threads {title, ref | userIds, message, attachments, id, messageId}: a community, organization or conversation thread with its first message. */
  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(threadDetailSchema)
  start(@Actor() actor: Principal, @Body({ schema: createThreadRequestSchema }) body: unknown, @Req() req: Request): Promise<ThreadDetail> {
    const request = valid(validate(createThreadRequestSchema, body ?? {}));
    return this.commands.execute(new StartThread(actor, request, actorContext(actor, requestId(req))));
  }
}
