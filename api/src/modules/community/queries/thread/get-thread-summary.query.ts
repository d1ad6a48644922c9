import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ThreadSummary } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { ThreadReader } from '../../shared/thread-reader.js';

export class GetThreadSummary extends Query<ThreadSummary> {
  constructor(
    readonly viewer: Actor,
    readonly threadId: string,
  ) {
    super();
  }
}

/** GET /threads/{id}/summary: the thread as its lists show it; 404 'Thread not found.' to whoever may not read it. */
@QueryHandler(GetThreadSummary)
export class GetThreadSummaryHandler implements IQueryHandler<GetThreadSummary, ThreadSummary> {
  constructor(private readonly reader: ThreadReader) {}

  execute({ viewer, threadId }: GetThreadSummary): Promise<ThreadSummary> {
    return this.reader.summary(viewer, threadId);
  }
}
