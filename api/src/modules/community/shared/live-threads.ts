import { Injectable } from '@nestjs/common';
import { MSG, THREAD_MSG } from '@cytocampus/contracts';
import { DomainError, threadDecider, type ThreadState, threadStream } from '@cytocampus/domain';
import { canCommentThread, canReadThread, type Actor, type ThreadTarget } from '@cytocampus/permissions';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { isThreadId } from './thread-rows.js';

export type LiveThread = NonNullable<ThreadState['thread']>;

export const targetOfThread = (thread: LiveThread): ThreadTarget => ({ kind: thread.kind, ref: thread.ref, userIds: thread.userIds, locked: thread.locked });

/**
 * The thread a command acts on, from its own stream (short: a thread's messages live in theirs), so
 * that the checks see the lock and membership as they are, not as a read model last saw them: a
 * missing, deleted or unreadable thread answers 404 'Thread not found.' alike.
 */
export function readableThread(actor: Actor, state: ThreadState): LiveThread {
  const thread = state.thread && !state.deleted ? state.thread : null;
  if (!thread || !canReadThread(actor, targetOfThread(thread))) throw new DomainError('not_found', THREAD_MSG.notFound);
  return thread;
}

/** A thread the actor may read but not post in: 403, saying so when it is locked. */
export function requireComment(actor: Actor, thread: LiveThread): void {
  if (!canCommentThread(actor, targetOfThread(thread))) throw new DomainError('forbidden', thread.locked ? THREAD_MSG.locked : MSG.forbidden);
}

@Injectable()
export class LiveThreads {
  constructor(private readonly es: EventSourcing) {}

  /** The state of `thread-<id>` (an id that names no stream reads as a thread that never started). */
  async state(threadId: string): Promise<ThreadState> {
    if (!isThreadId(threadId)) return threadDecider.initialState();
    return (await this.es.aggregate(threadStream(threadId), threadDecider).load()).state;
  }

  async readable(actor: Actor, threadId: string): Promise<LiveThread> {
    return readableThread(actor, await this.state(threadId));
  }
}
