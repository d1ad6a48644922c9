import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { TEACHING_ROUTES, type TeachingSession, type TeachingSessionSummary } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { teachingSessionListSchema, teachingSessionSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, type Principal } from '../../../auth/principal.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { GetTeachingSession } from './get-session/get-session.query.js';
import { ListTeachingSessions } from './list-sessions/list-sessions.query.js';

@ApiTags('teaching')
@Controller(TEACHING_ROUTES.sessions.slice(1))
export class TeachingSessionsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /teaching/sessions: the live sessions the caller runs or may join. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(teachingSessionListSchema)
  list(@Actor() actor: Principal): Promise<TeachingSessionSummary[]> {
    return this.queries.execute(new ListTeachingSessions(actor));
  }

  /** GET /teaching/sessions/{id}: the session as the caller sees it; 404 'Session not found.' for those outside its audience. */
  @Get(':id')
  @Authorize(SIGNED_IN)
  @Answers(teachingSessionSchema)
  get(@Actor() actor: Principal, @Param('id') id: string): Promise<TeachingSession> {
    return this.queries.execute(new GetTeachingSession(actor, id));
  }
}
