import { Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReviewSessionAnswer } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reviewSessionSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { controllersPerRouteType, ReviewRoutes } from '../../shared/review-routes.js';
import { GetReviewSession } from './review-session.query.js';

export const REVIEW_SESSION_CONTROLLERS = controllersPerRouteType(['presentation', 'quiz', 'slide'] as const, (type) => {
  @ReviewRoutes(type)
  class ReviewSessionController {
    constructor(private readonly queries: QueryBus) {}

    /** GET /{path}/{id}/review/{reviewId}/session: the server's session, polled every 10 s (the push is faster). */
    @Get(':id/review/:reviewId/session')
    @Authorize(SIGNED_IN)
    @Answers(reviewSessionSchema)
    session(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string): Promise<ReviewSessionAnswer> {
      return this.queries.execute(new GetReviewSession(actor, { type, itemId: id }, reviewId));
    }
  }
  return ReviewSessionController;
});
