import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, THREAD_MSG, type ThreadAbilities, type ThreadSummary } from '@cytocampus/contracts';
import { DomainError, type ThreadCommand, threadDecider, threadStream } from '@cytocampus/domain';
import { threadAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { readableThread, targetOfThread } from '../../shared/live-threads.js';
import { ThreadReader } from '../../shared/thread-reader.js';
import { isThreadId } from '../../shared/thread-rows.js';

export type ThreadChange = { type: 'title'; title: string } | { type: 'lock'; locked: boolean } | { type: 'sticky'; sticky: boolean } | { type: 'delete' };

/** What a change answers: the thread as its lists show it, or the success flag of a deletion. */
type Answer<C extends ThreadChange> = C extends { type: 'delete' } ? { success: true } : ThreadSummary;

export class ModerateThread<C extends ThreadChange = ThreadChange> extends Command<Answer<C>> {
  constructor(
    readonly actor: Principal,
    readonly threadId: string,
    readonly change: C,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The ability each change needs (libs/permissions threadAbilities). */
const NEEDS: Readonly<Record<ThreadChange['type'], keyof ThreadAbilities>> = { title: 'canEdit', lock: 'canLock', sticky: 'canSticky', delete: 'canDel' };

function commandOf(change: ThreadChange, by: string, at: number): ThreadCommand {
  switch (change.type) {
    case 'title':
      return { type: 'RetitleThread', title: change.title, by, at };
    case 'lock':
      return { type: 'LockThread', locked: change.locked, by, at };
    case 'sticky':
      return { type: 'MakeThreadSticky', sticky: change.sticky, by, at };
    case 'delete':
      return { type: 'DeleteThread', by, at };
  }
}

/**
 * PUT /threads/{id} {title}, PUT /threads/{id}/lock, PUT /threads/{id}/sticky, DELETE
 * /threads/{id}: a moderator's changes (docs/adr/0027). Decided on the thread's own stream: a thread
 * the caller may not read answers 404, one they may read without the ability 403, and the checks
 * run again if the thread changed meanwhile. The answer is the thread as its lists show it.
 */
@CommandHandler(ModerateThread)
export class ModerateThreadHandler implements ICommandHandler<ModerateThread, ThreadSummary | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly reader: ThreadReader,
  ) {}

  async execute({ actor, threadId, change, ctx }: ModerateThread): Promise<ThreadSummary | { success: true }> {
    const who = ruleActor(actor);
    if (!isThreadId(threadId)) throw new DomainError('not_found', THREAD_MSG.notFound);
    const decided = await this.es.aggregate(threadStream(threadId), threadDecider).execute((state) => {
      const thread = readableThread(who, state);
      if (!threadAbilities(who, targetOfThread(thread))[NEEDS[change.type]]) throw new DomainError('forbidden', MSG.forbidden);
      return [commandOf(change, actor.userId, this.es.now().getTime())];
    }, ctx);
    await this.es.readYourWrites(decided.position, ['community']);
    return change.type === 'delete' ? { success: true } : this.reader.summary(who, threadId);
  }
}
