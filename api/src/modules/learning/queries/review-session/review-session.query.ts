import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewSessionAnswer } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { Reviews, type ReviewTarget } from '../../shared/reviews.service.js';

/** The server's session of the learner's review, through one of its calls. */
export class GetReviewSession extends Query<ReviewSessionAnswer> {
  constructor(
    readonly actor: Principal,
    readonly target: ReviewTarget,
    readonly reviewId: string,
  ) {
    super();
  }
}

/** 404 unless the review is the caller's and holds the call's item (Reviews.reached). */
@QueryHandler(GetReviewSession)
export class GetReviewSessionHandler implements IQueryHandler<GetReviewSession, ReviewSessionAnswer> {
  constructor(private readonly reviews: Reviews) {}

  execute({ actor, target, reviewId }: GetReviewSession): Promise<ReviewSessionAnswer> {
    return this.reviews.session(actor, target, reviewId);
  }
}
