import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type ReviewReplay } from '@cytocampus/contracts';
import { reviewReplaySchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { actorsOf, replayOf } from '../../shared/replay-of.js';

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
@UseGuards(SignedInGuard)
export class ReviewReplayController {
  constructor(private readonly reviews: AuditedReviews) {}

  /**
   * GET /audit/reviews/{reviewId}: a slide review's replay (its slides with their solutions, its
   * events and view samples) to its auditors, and to the learner once it is submitted; anything
   * else answers 404 'Review not found.'.
   */
  @Get(':reviewId')
  @Answers(reviewReplaySchema)
  async replay(@Actor() actor: Principal, @Param('reviewId') reviewId: string): Promise<ReviewReplay> {
    const review = await this.reviews.load(ruleActor(actor), reviewId);
    return replayOf(review, await this.reviews.names(actorsOf(review)));
  }
}
