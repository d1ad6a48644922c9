import { createHash } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LRUCache } from 'lru-cache';
import { SLIDE_REVIEW_MSG, type ReviewActivityAnswer, type ReviewActivityBatch } from '@cytocampus/contracts';
import { activityEvents, DomainError, reviewActivityStream, reviewDecider, reviewStream } from '@cytocampus/domain';
import { DuplicateEventIdError } from '@cytocampus/event-store';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Reviews } from '../../shared/reviews.service.js';

/** POST /slides/{id}/review/{reviewId}/activity: one batch of what the reviewer did on the slide. */
export class RecordReviewActivity extends Command<ReviewActivityAnswer> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
    readonly reviewId: string,
    readonly batch: ReviewActivityBatch,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** An event's id follows from its review, batch and place in the batch: the same batch sent again has the same ids. */
export function activityEventId(reviewId: string, batch: string, index: number): string {
  const hex = createHash('sha256').update(`${reviewId}\u0000${batch}\u0000${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Appends a batch in one append to the review's activity stream (docs/adr/0022). The review is only
 * read, to check that it is the caller's and holds the slide; the review's own stream is untouched,
 * so activity never conflicts with, or slows, its writes. Recorded after submitting too: the
 * auditor replays what the learner looked at, whenever. The route's policy holds ctAccess.
 */
@CommandHandler(RecordReviewActivity)
export class RecordReviewActivityHandler implements ICommandHandler<RecordReviewActivity, ReviewActivityAnswer> {
  private readonly pages = new LRUCache<string, Promise<number>>({ max: 10_000, ttl: 60_000 });

  constructor(
    private readonly reviews: Reviews,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, slideId, reviewId, batch, ctx }: RecordReviewActivity): Promise<ReviewActivityAnswer> {
    const page = await this.pageOf(actor, reviewId, slideId);
    const place = { reviewId, page, slideId, session: batch.session, batch: batch.batch };
    const events = activityEvents(place, batch.events).map((event, i) => ({ ...event, id: activityEventId(reviewId, batch.batch, i) }));
    try {
      await this.es.record(reviewActivityStream(reviewId), events, ctx);
    } catch (error) {
      if (error instanceof DuplicateEventIdError) throw new DomainError('conflict', SLIDE_REVIEW_MSG.batchReused, 'batch');
      throw error;
    }
    return { recorded: events.length };
  }

  /**
   * The slide's page in the caller's review, remembered for a minute: a reviewer sends a batch
   * every 2 s, and a review's owner and slides do not change while it is open (a clear starts it
   * over on the item's revision then, which a minute later is read again).
   */
  private pageOf(actor: Principal, reviewId: string, slideId: string): Promise<number> {
    const key = `${actor.userId}\u0000${reviewId}\u0000${slideId}`;
    const known = this.pages.get(key);
    if (known) return known;
    const page = this.es
      .aggregate(reviewStream(reviewId), reviewDecider)
      .load()
      .then(async ({ state }) => (await this.reviews.reached(actor, state, { type: 'slide', itemId: slideId })).page);
    this.pages.set(key, page);
    // A refusal is not remembered: the next batch asks again.
    page.catch(() => this.pages.delete(key));
    return page;
  }
}
