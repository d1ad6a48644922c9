import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type ReviewCoverage } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reviewCoverageSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetReviewCoverage } from './review-coverage.query.js';

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
export class ReviewCoverageController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /audit/reviews/{reviewId}/coverage/{page}: what of one slide was screened at 10x or more.
   * Its auditors see it, and the learner as soon as the page is submitted (their feedback on it);
   * a page that is not a slide with an image answers 404. With it, why the page ended as it did
   * (the screening skill read model, issue 31).
   */
  @Get(':reviewId/coverage/:page')
  @Authorize(SIGNED_IN)
  @Answers(reviewCoverageSchema)
  coverage(@Actor() actor: Principal, @Param('reviewId') reviewId: string, @Param('page') pageText: string): Promise<ReviewCoverage> {
    const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : -1;
    return this.queries.execute(new GetReviewCoverage(ruleActor(actor), reviewId, page));
  }
}
