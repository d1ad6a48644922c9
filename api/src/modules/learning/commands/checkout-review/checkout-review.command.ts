import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewCheckout } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { Reviews, type ReviewedType } from '../../shared/reviews.service.js';

/** Open the learner's review of an item within one of their courses (a new session; any other tab's expires). */
export class CheckoutReview extends Command<ReviewCheckout> {
  constructor(
    readonly actor: Principal,
    readonly type: ReviewedType,
    readonly itemId: string,
    readonly moduleId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CheckoutReview)
export class CheckoutReviewHandler implements ICommandHandler<CheckoutReview, ReviewCheckout> {
  constructor(private readonly reviews: Reviews) {}

  execute({ actor, type, itemId, moduleId, ctx }: CheckoutReview): Promise<ReviewCheckout> {
    return this.reviews.checkout(actor, type, itemId, moduleId, ctx);
  }
}
