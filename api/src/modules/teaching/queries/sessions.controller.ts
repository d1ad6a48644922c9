import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TEACHING_ROUTES, type TeachingSession, type TeachingSessionSummary } from '@cytocampus/contracts';
import { teachingSessionListSchema, teachingSessionSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { TeachingSessions } from '../shared/teaching-sessions.js';

@ApiTags('teaching')
@Controller(TEACHING_ROUTES.sessions.slice(1))
@UseGuards(SignedInGuard)
export class TeachingSessionsController {
  constructor(private readonly sessions: TeachingSessions) {}

  /** GET /teaching/sessions: the live sessions the caller runs or may join. */
  @Get()
  @Answers(teachingSessionListSchema)
  list(@Actor() actor: Principal): Promise<TeachingSessionSummary[]> {
    return this.sessions.list(actor);
  }

  /** GET /teaching/sessions/{id}: the session as the caller sees it; 404 'Session not found.' for those outside its audience. */
  @Get(':id')
  @Answers(teachingSessionSchema)
  async get(@Actor() actor: Principal, @Param('id') id: string): Promise<TeachingSession> {
    return this.sessions.view(actor, await this.sessions.readable(actor, id));
  }
}
