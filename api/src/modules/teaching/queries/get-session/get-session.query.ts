import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TeachingSession } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { TeachingSessions } from '../../shared/teaching-sessions.js';

export class GetTeachingSession extends Query<TeachingSession> {
  constructor(
    readonly actor: Principal,
    readonly sessionId: string,
  ) {
    super();
  }
}

/** GET /teaching/sessions/{id}: the session as the caller sees it; 404 'Session not found.' for those outside its audience. */
@QueryHandler(GetTeachingSession)
export class GetTeachingSessionHandler implements IQueryHandler<GetTeachingSession, TeachingSession> {
  constructor(private readonly sessions: TeachingSessions) {}

  async execute({ actor, sessionId }: GetTeachingSession): Promise<TeachingSession> {
    return this.sessions.view(actor, await this.sessions.readable(actor, sessionId));
  }
}
