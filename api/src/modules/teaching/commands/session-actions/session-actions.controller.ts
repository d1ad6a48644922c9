import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { TEACHING_ROUTES, type TeachingSession } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { answerPollRequestSchema, handControlRequestSchema, teachingSessionSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ActOnTeachingSession } from './session-actions.command.js';

/** A session's commands; each answers the session once the read model shows the change. */
@ApiTags('teaching')
@Controller(TEACHING_ROUTES.sessions.slice(1))
export class SessionActionsController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /teaching/sessions/{id}/join: a member of its audience joins. */
  @Post(':id/join')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  join(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<TeachingSession> {
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'join' }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/control {userId | null}: the instructor hands control to a participant or takes it back. */
  @Post(':id/control')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  control(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: handControlRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<TeachingSession> {
    const { userId } = valid(validate(handControlRequestSchema, body ?? {}));
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'control', userId }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/poll: the instructor opens a diagnosis poll of the slide's results. */
  @Post(':id/poll')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  openPoll(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<TeachingSession> {
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'openPoll' }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/poll/close: the instructor closes the open poll. */
  @Post(':id/poll/close')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  closePoll(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<TeachingSession> {
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'closePoll' }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/answer {pollId, answer}: a participant's answer (the last one counts). */
  @Post(':id/answer')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  answer(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: answerPollRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<TeachingSession> {
    const { pollId, answer } = valid(validate(answerPollRequestSchema, body ?? {}));
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'answer', pollId, answer }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/reveal: the instructor shows the slide's result and its solution objects. */
  @Post(':id/reveal')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  reveal(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<TeachingSession> {
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'reveal' }, actorContext(actor, requestId(req))));
  }

  /** POST /teaching/sessions/{id}/end: the instructor ends the session. */
  @Post(':id/end')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(teachingSessionSchema)
  end(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<TeachingSession> {
    return this.commands.execute(new ActOnTeachingSession(actor, id, { kind: 'end' }, actorContext(actor, requestId(req))));
  }
}
