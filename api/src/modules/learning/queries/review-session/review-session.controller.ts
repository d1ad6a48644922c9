import { Get, Param } from '@nestjs/common';
import type { ReviewSessionAnswer } from '@cytocampus/contracts';
import { reviewSessionSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { Reviews } from '../../shared/reviews.service.js';
import { controllersPerRouteType, ReviewRoutes } from '../../shared/review-routes.js';

export const REVIEW_SESSION_CONTROLLERS = controllersPerRouteType(['presentation', 'quiz', 'slide'] as const, (type) => {
  @ReviewRoutes(type)
  class ReviewSessionController {
    constructor(readonly reviews: Reviews) {}

    /** GET /{path}/{id}/review/{reviewId}/session: the server's session, polled every 10 s (the push is faster). */
    @Get(':id/review/:reviewId/session')
    @Answers(reviewSessionSchema)
    session(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string): Promise<ReviewSessionAnswer> {
      return this.reviews.session(actor, { type, itemId: id }, reviewId);
    }
  }
  return ReviewSessionController;
});
