import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type ReviewReplay } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reviewReplaySchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetReviewReplay } from './review-replay.query.js';

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
export class ReviewReplayController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /audit/reviews/{reviewId}: a slide review's replay (its slides with their solutions, its
   * events and view samples) to its auditors, and to the learner once it is submitted; anything
   * else answers 404 'Review not found.'.
   */
  @Get(':reviewId')
  @Authorize(SIGNED_IN)
  @Answers(reviewReplaySchema)
  replay(@Actor() actor: Principal, @Param('reviewId') reviewId: string): Promise<ReviewReplay> {
    return this.queries.execute(new GetReviewReplay(ruleActor(actor), reviewId));
  }
}
