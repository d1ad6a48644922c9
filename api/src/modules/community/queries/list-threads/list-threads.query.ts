import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ThreadPage } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import type { ThreadListQueryValues } from '@cytocampus/schema';
import { ThreadLists } from './thread-lists.js';

export class ListThreads extends Query<ThreadPage> {
  constructor(
    readonly viewer: Actor,
    readonly query: ThreadListQueryValues,
  ) {
    super();
  }
}

/** GET /threads: a page of conversations, an organization's threads or the community's (403 for a kind the viewer may not read). */
@QueryHandler(ListThreads)
export class ListThreadsHandler implements IQueryHandler<ListThreads, ThreadPage> {
  constructor(private readonly lists: ThreadLists) {}

  execute({ viewer, query }: ListThreads): Promise<ThreadPage> {
    return this.lists.list(viewer, query);
  }
}
