import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommunityList } from '@cytocampus/contracts';
import { visitsStream, type VisitEvent } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { LiveThreads } from '../../shared/live-threads.js';

export type Visit = { type: 'thread'; threadId: string } | { type: 'list'; list: CommunityList };

export class RecordVisit extends Command<{ success: true }> {
  constructor(
    readonly actor: Principal,
    readonly visit: Visit,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /user/visit/thread and /user/visit/{threads|orgThreads|messages} (spec part 1 sections 4 and
 * 7): opening a thread sets its read time, visiting a list its last-check time, both now. Recorded
 * in `visits-<user>`, which no command replays (docs/adr/0027); only a thread the caller may read
 * can be marked read (404 otherwise).
 */
@CommandHandler(RecordVisit)
export class RecordVisitHandler implements ICommandHandler<RecordVisit, { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly threads: LiveThreads,
  ) {}

  async execute({ actor, visit, ctx }: RecordVisit): Promise<{ success: true }> {
    const at = this.es.now().getTime();
    let event: VisitEvent;
    if (visit.type === 'thread') {
      const thread = await this.threads.readable(ruleActor(actor), visit.threadId);
      event = { type: 'ThreadRead', data: { userId: actor.userId, threadId: thread.threadId, at } };
    } else {
      event = { type: 'CommunityListChecked', data: { userId: actor.userId, list: visit.list, at } };
    }
    const position = await this.es.record(visitsStream(actor.userId), [{ id: randomUUID(), ...event }], ctx);
    await this.es.readYourWrites(position, ['community']);
    return { success: true };
  }
}
