import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewCheckout } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { Reviews } from '../../shared/reviews.service.js';

/** Try Again on the learner's finished attempt at a practice quiz: the next attempt, checked out (docs/adr/0021). */
export class RetakeReview extends Command<ReviewCheckout> {
  constructor(
    readonly actor: Principal,
    readonly itemId: string,
    readonly reviewId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RetakeReview)
export class RetakeReviewHandler implements ICommandHandler<RetakeReview, ReviewCheckout> {
  constructor(private readonly reviews: Reviews) {}

  execute({ actor, itemId, reviewId, ctx }: RetakeReview): Promise<ReviewCheckout> {
    return this.reviews.retake(actor, itemId, reviewId, ctx);
  }
}
