import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AUDIT_TEXT, type ReviewCoverage } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { coverageOf, gridOf } from '../../shared/coverage-of.js';
import { PageSkills } from '../../shared/page-skills.js';
import { TissueMasks } from '../../shared/tissue-masks.js';

export class GetReviewCoverage extends Query<ReviewCoverage> {
  constructor(
    readonly viewer: Actor,
    readonly reviewId: string,
    /** The page's index (-1: no page was named). */
    readonly page: number,
  ) {
    super();
  }
}

/**
 * What of one slide was screened at 10x or more, to its auditors and to the learner once the page
 * is submitted; a page that is not a slide with an image is not found. With it, why the page ended
 * as it did (the screening skill read model, issue 31).
 */
@QueryHandler(GetReviewCoverage)
export class GetReviewCoverageHandler implements IQueryHandler<GetReviewCoverage, ReviewCoverage> {
  constructor(
    private readonly reviews: AuditedReviews,
    private readonly tissue: TissueMasks,
    private readonly skills: PageSkills,
  ) {}

  async execute({ viewer, reviewId, page }: GetReviewCoverage): Promise<ReviewCoverage> {
    const review = await this.reviews.load(viewer, reviewId, (state) => state.pages[page]?.submitTime != null);
    const slide = review.slides[page];
    if (page < 0 || !slide?.image) throw new DomainError('not_found', AUDIT_TEXT.pageNotFound);
    const image = slide.image;
    const [tissue, skill] = await Promise.all([this.tissue.of(slide.id, gridOf(image)), this.skills.of(reviewId, page)]);
    return { ...coverageOf(review, page, { ...slide, image }, tissue), skill };
  }
}
