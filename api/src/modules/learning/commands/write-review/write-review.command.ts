import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewCopy, ReviewRecord } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { saveCommands, submitCommands, updateCommands, visitCommands } from '../../shared/review-writes.js';
import { Reviews, type ReviewTarget } from '../../shared/reviews.service.js';

export type ReviewWrite =
  | { action: 'update'; review: ReviewCopy; page: number; elapsed: number; data: unknown }
  | { action: 'visit'; review: ReviewCopy; page: number }
  | { action: 'save'; review: ReviewCopy }
  | { action: 'submit'; review: ReviewCopy; data?: unknown };

/** PUT /{presentations|quizzes|slides}/{id}/review/{reviewId}/{update|visit|save|submit}: one write of the learner's review. */
export class WriteReview extends Command<ReviewRecord> {
  constructor(
    readonly actor: Principal,
    readonly target: ReviewTarget,
    readonly reviewId: string,
    readonly write: ReviewWrite,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(WriteReview)
export class WriteReviewHandler implements ICommandHandler<WriteReview, ReviewRecord> {
  constructor(private readonly reviews: Reviews) {}

  execute({ actor, target, reviewId, write, ctx }: WriteReview): Promise<ReviewRecord> {
    // A submit waits for the stats read model, so the course the learner returns to shows it.
    return this.reviews.write(
      actor,
      target,
      reviewId,
      (review) => {
        switch (write.action) {
          case 'update':
            return updateCommands(review, write);
          case 'visit':
            return visitCommands(review, write);
          case 'save':
            return saveCommands(review, write);
          case 'submit':
            return submitCommands(review, write);
        }
      },
      ctx,
      write.action === 'submit' || write.action === 'save',
    );
  }
}
