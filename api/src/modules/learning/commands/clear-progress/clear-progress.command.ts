import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { ClearedProgress } from '@cytocampus/contracts';
import { reviewDecider, reviewStream } from '@cytocampus/domain';
import type { Position, SqlClient } from '@cytocampus/event-store';
import { begunRecordIds } from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { GetUser } from '../../../../messages/accounts.js';

/**
 * What to clear of a learner's progress: a course, one item of a course, or one item (of a type)
 * in every course of theirs (a slide test cleared without its course: docs/adr/0023).
 */
export type ClearScope =
  | { moduleId: string; itemId?: string | undefined; itemType?: string }
  | { moduleId?: undefined; itemId: string; itemType?: string }
  | { every: true; moduleId?: undefined; itemId?: undefined; itemType?: undefined };

/** Every course of the learner: 'Clear Stats' on the user's page (spec part 1 section 8). */
export const EVERY_COURSE: ClearScope = { every: true };

export class ClearProgress extends Command<ClearedProgress> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly scope: ClearScope,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * DELETE /stats/{userId}/records?moduleId&itemId and the overlay's clear-module and clear-slide-test:
 * an admin or super clears a learner's progress. Each begun review in scope gets a ReviewCleared
 * event (its actor is who cleared it); the learner's open tab expires, and the next checkout starts
 * over. Answers once the stats and proficiency read models show it.
 */
@CommandHandler(ClearProgress)
export class ClearProgressHandler implements ICommandHandler<ClearProgress, ClearedProgress> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, userId, scope, ctx }: ClearProgress): Promise<ClearedProgress> {
    await this.queries.execute(new GetUser(ruleActor(actor), userId));
    const ids = await begunRecordIds(this.sql, userId, { moduleId: scope.moduleId ?? null, itemId: scope.itemId ?? null, itemType: scope.itemType ?? null });
    let last: Position | null = null;
    let cleared = 0;
    for (const id of ids) {
      const decided = await this.es.aggregate(reviewStream(id), reviewDecider).execute(() => [{ type: 'ClearReview', now: this.es.now().getTime() }], ctx);
      if (decided.position) {
        last = decided.position;
        cleared += 1;
      }
    }
    // The proficiency read models too: a cleared PT attempt leaves the ladder, and the next checkout's gate must see that.
    await this.es.readYourWrites(last, ['stats', 'ptAttempts', 'ptStatus']);
    return { cleared };
  }
}
