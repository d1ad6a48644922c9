import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TeachingSessionSummary } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { TeachingSessions } from '../../shared/teaching-sessions.js';

export class ListTeachingSessions extends Query<TeachingSessionSummary[]> {
  constructor(readonly actor: Principal) {
    super();
  }
}

/** GET /teaching/sessions: the live sessions the caller runs or may join (admins: every live one). */
@QueryHandler(ListTeachingSessions)
export class ListTeachingSessionsHandler implements IQueryHandler<ListTeachingSessions, TeachingSessionSummary[]> {
  constructor(private readonly sessions: TeachingSessions) {}

  execute({ actor }: ListTeachingSessions): Promise<TeachingSessionSummary[]> {
    return this.sessions.list(actor);
  }
}
