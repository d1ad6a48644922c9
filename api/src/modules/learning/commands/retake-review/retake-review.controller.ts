import { HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ReviewCheckout } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { reviewCheckoutSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ReviewRoutes } from '../../shared/review-routes.js';
import { RetakeReview } from './retake-review.command.js';

@ReviewRoutes('quiz')
export class QuizRetakeReviewController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /quizzes/{id}/review/{reviewId}/retake (ours): Try Again on a finished practice quiz; answers the new attempt as a checkout does. */
  @Post(':id/review/:reviewId/retake')
  @HttpCode(200)
  @Authorize(holding('ctAccess'))
  @Answers(reviewCheckoutSchema)
  retake(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string, @Req() req: Request): Promise<ReviewCheckout> {
    return this.commands.execute(new RetakeReview(actor, id, reviewId, actorContext(actor, requestId(req))));
  }
}
