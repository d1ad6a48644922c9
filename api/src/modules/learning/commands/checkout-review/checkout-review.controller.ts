import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ReviewCheckout } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { checkoutRequestSchema, reviewCheckoutSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { controllersPerRouteType, ReviewRoutes } from '../../shared/review-routes.js';
import { CheckoutReview } from './checkout-review.command.js';

export const CHECKOUT_REVIEW_CONTROLLERS = controllersPerRouteType(['presentation', 'quiz', 'test', 'slide'] as const, (type) => {
  @ReviewRoutes(type)
  class CheckoutReviewController {
    constructor(private readonly commands: CommandBus) {}

    /** POST /{path}/{id}/review {moduleId, itemType?} (ours): the item as the player shows it, and the review with a new session; a slide is a case unless itemType says known or unknown. */
    @Post(':id/review')
    @HttpCode(200)
    @Authorize(holding('ctAccess'))
    @Answers(reviewCheckoutSchema)
    checkout(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Body({ schema: checkoutRequestSchema }) body: unknown,
      @Req() req: Request,
    ): Promise<ReviewCheckout> {
      const { moduleId, itemType } = valid(validate(checkoutRequestSchema, body ?? {}));
      const reviewed = type === 'slide' ? (itemType ?? 'case') : type;
      return this.commands.execute(new CheckoutReview(actor, reviewed, id, moduleId, actorContext(actor, requestId(req))));
    }
  }
  return CheckoutReviewController;
});
