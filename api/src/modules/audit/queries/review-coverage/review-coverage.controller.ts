import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, AUDIT_TEXT, type ReviewCoverage } from '@cytocampus/contracts';
import { reviewCoverageSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { coverageOf, gridOf } from '../../shared/coverage-of.js';
import { PageSkills } from '../../shared/page-skills.js';
import { TissueMasks } from '../../shared/tissue-masks.js';

const pageNotFound = (): ApiException => new ApiException(404, AUDIT_TEXT.pageNotFound);

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
@UseGuards(SignedInGuard)
export class ReviewCoverageController {
  constructor(
    private readonly reviews: AuditedReviews,
    private readonly tissue: TissueMasks,
    private readonly skills: PageSkills,
  ) {}

  /**
   * GET /audit/reviews/{reviewId}/coverage/{page}: what of one slide was screened at 10x or more.
   * Its auditors see it, and the learner as soon as the page is submitted (their feedback on it);
   * a page that is not a slide with an image answers 404. With it, why the page ended as it did
   * (the screening skill read model, issue 31).
   */
  @Get(':reviewId/coverage/:page')
  @Answers(reviewCoverageSchema)
  async coverage(@Actor() actor: Principal, @Param('reviewId') reviewId: string, @Param('page') pageText: string): Promise<ReviewCoverage> {
    const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : -1;
    const review = await this.reviews.load(ruleActor(actor), reviewId, (state) => state.pages[page]?.submitTime != null);
    const slide = review.slides[page];
    if (page < 0 || !slide?.image) throw pageNotFound();
    const image = slide.image;
    const [tissue, skill] = await Promise.all([this.tissue.of(slide.id, gridOf(image)), this.skills.of(reviewId, page)]);
    return { ...coverageOf(review, page, { ...slide, image }, tissue), skill };
  }
}
