import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewRecord } from '@cytocampus/contracts';
import { reviewCommandsFor, reviewDecider, reviewStream, type ReviewWrite } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Reviews, type LoadedReviewWrite, type ReviewTarget } from '../../shared/reviews.service.js';

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

/**
 * load the facts (Reviews.writeFacts) → decide the commands (reviewCommandsFor, libs/domain: the rules,
 * pure) → append them through the review decider (EventSourcing) → answer the review. The append
 * loads the stream and, after a concurrent write, loads it again: the facts are loaded and the
 * commands decided on the state it hands over, so checks that depend on the state are redone.
 * The routes' policy holds ctSubmit.
 */
@CommandHandler(WriteReview)
export class WriteReviewHandler implements ICommandHandler<WriteReview, ReviewRecord> {
  constructor(
    private readonly es: EventSourcing,
    private readonly reviews: Reviews,
  ) {}

  async execute({ actor, target, reviewId, write, ctx }: WriteReview): Promise<ReviewRecord> {
    let loaded!: LoadedReviewWrite;
    const decided = await this.es.aggregate(reviewStream(reviewId), reviewDecider).execute(async (state) => {
      loaded = await this.reviews.writeFacts(actor, target, state);
      return reviewCommandsFor(write, loaded.facts);
    }, ctx);
    // A submit or save waits for the stats read model, so the course the learner returns to shows it, and for a
    // slide the screening skill (its feedback reads it next). The answer is the review itself, so a late read
    // model does not turn it into a refusal.
    if (write.action === 'submit' || write.action === 'save')
      await this.es.readYourWrites(decided.position, target.type === 'slide' ? ['stats', 'screeningSkill'] : ['stats'], { answersFromAggregate: true });
    return this.reviews.recordOf(decided.state, loaded.revision, loaded.slides);
  }
}
