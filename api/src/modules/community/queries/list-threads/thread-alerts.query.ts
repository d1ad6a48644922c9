import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ThreadAlerts } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { ThreadLists } from './thread-lists.js';

export class GetThreadAlerts extends Query<ThreadAlerts> {
  constructor(readonly viewer: Actor) {
    super();
  }
}

/** GET /threads/alerts: the alerts menu's Messages and Notifications. */
@QueryHandler(GetThreadAlerts)
export class GetThreadAlertsHandler implements IQueryHandler<GetThreadAlerts, ThreadAlerts> {
  constructor(private readonly lists: ThreadLists) {}

  execute({ viewer }: GetThreadAlerts): Promise<ThreadAlerts> {
    return this.lists.alerts(viewer);
  }
}
