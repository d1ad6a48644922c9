import { createHash } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, SLIDE_REVIEW_MSG, type ReviewActivityAnswer, type ReviewActivityBatch } from '@cytocampus/contracts';
import { activityEvents, reviewActivityStream, reviewDecider, reviewStream } from '@cytocampus/domain';
import { DuplicateEventIdError } from '@cytocampus/event-store';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
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
 * auditor replays what the learner looked at, whenever.
 */
@CommandHandler(RecordReviewActivity)
export class RecordReviewActivityHandler implements ICommandHandler<RecordReviewActivity, ReviewActivityAnswer> {
  constructor(
    private readonly reviews: Reviews,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, slideId, reviewId, batch, ctx }: RecordReviewActivity): Promise<ReviewActivityAnswer> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) throw new ApiException(403, MSG.forbidden);
    const { state } = await this.es.aggregate(reviewStream(reviewId), reviewDecider).load();
    const { page } = await this.reviews.reached(actor, state, { type: 'slide', itemId: slideId });
    const place = { reviewId, page, slideId, session: batch.session, batch: batch.batch };
    const events = activityEvents(place, batch.events).map((event, i) => ({ ...event, id: activityEventId(reviewId, batch.batch, i) }));
    try {
      await this.es.record(reviewActivityStream(reviewId), events, ctx);
    } catch (error) {
      if (error instanceof DuplicateEventIdError) throw new ApiException(409, SLIDE_REVIEW_MSG.batchReused, 'batch');
      throw error;
    }
    return { recorded: events.length };
  }
}
