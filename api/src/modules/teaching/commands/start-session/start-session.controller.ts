import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { TEACHING_ROUTES, type TeachingSession } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { startTeachingRequestSchema, teachingSessionSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { StartTeachingSession } from './start-session.command.js';

@ApiTags('teaching')
@Controller(TEACHING_ROUTES.sessions.slice(1))
export class StartSessionController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /teaching/sessions {slideId, title, audience, id?}: starts a live session; answers it. */
  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  start(@Actor() actor: Principal, @Body({ schema: startTeachingRequestSchema }) body: unknown, @Req() req: Request): Promise<TeachingSession> {
    const { id, ...request } = valid(validate(startTeachingRequestSchema, body ?? {}));
    return this.commands.execute(new StartTeachingSession(actor, { ...request, id: id ?? null }, actorContext(actor, requestId(req))));
  }
}
