import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ThreadDetail } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { ThreadReader, type MessageWindow } from '../../shared/thread-reader.js';

export class GetThread extends Query<ThreadDetail> {
  constructor(
    readonly viewer: Actor,
    readonly threadId: string,
    readonly window: MessageWindow,
  ) {
    super();
  }
}

/** GET /threads/{id}: the thread with a window of its messages; 404 'Thread not found.' to whoever may not read it. */
@QueryHandler(GetThread)
export class GetThreadHandler implements IQueryHandler<GetThread, ThreadDetail> {
  constructor(private readonly reader: ThreadReader) {}

  execute({ viewer, threadId, window }: GetThread): Promise<ThreadDetail> {
    return this.reader.detail(viewer, threadId, window);
  }
}
