import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewReplay } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { actorsOf, replayOf } from '../../shared/replay-of.js';

export class GetReviewReplay extends Query<ReviewReplay> {
  constructor(
    readonly viewer: Actor,
    readonly reviewId: string,
  ) {
    super();
  }
}

/** A slide review's replay to its auditors, and to the learner once it is submitted; else not found. */
@QueryHandler(GetReviewReplay)
export class GetReviewReplayHandler implements IQueryHandler<GetReviewReplay, ReviewReplay> {
  constructor(private readonly reviews: AuditedReviews) {}

  async execute({ viewer, reviewId }: GetReviewReplay): Promise<ReviewReplay> {
    const review = await this.reviews.load(viewer, reviewId);
    return replayOf(review, await this.reviews.names(actorsOf(review)));
  }
}
