import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type ContentItem, type DemoCheckout, type ReviewedItemType, type SlideItem } from '@cytocampus/contracts';
import { DomainError, fold, questionOf, type ReviewCommand, reviewDecider, slideScoringModeOf, slideSolutionOf } from '@cytocampus/domain';
import { atLeast } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { isGraded } from '../../shared/course-rows.js';
import { solutionOf } from '../../shared/player-items.js';
import { isSlideKind, isSlideReview, pageCountOf, slidesOfReview } from '../../shared/reviewed-items.js';
import { Reviews } from '../../shared/reviews.service.js';

import { GetContent, GetSlide } from '../../../../messages/content.js';

/** The review id and course of every demo run: nothing is stored under them. */
const DEMO = 'demo';

/** GET /demo/{type}/{id}: an author's demo run of an item. */
export class DemoReview extends Query<DemoCheckout> {
  constructor(
    readonly actor: Principal,
    readonly type: ReviewedItemType,
    readonly itemId: string,
  ) {
    super();
  }
}

/**
 * An author's demo run of an item (spec part 2 "Demo"; docs/adr/0022): the item as a learner meets
 * it and a fresh review, built by the same code as a learner's checkout, and every page's answer
 * so the browser can play the review without the server. Nothing is appended: demo runs never
 * touch real reviews or stats. For level 2 and above with readContent (the route's policy), on
 * items they may read.
 */
@QueryHandler(DemoReview)
export class DemoReviewHandler implements IQueryHandler<DemoReview, DemoCheckout> {
  constructor(
    private readonly reviews: Reviews,
    private readonly queries: QueryBus,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, type, itemId: id }: DemoReview): Promise<DemoCheckout> {
    const viewer = ruleActor(actor);
    // A level is not a permission: the policy cannot say it.
    if (!atLeast(actor.role, 'manager')) throw new DomainError('forbidden', MSG.forbidden);
    const content = isSlideKind(type)
      ? await this.queries.execute<GetSlide, SlideItem>(new GetSlide(viewer, id, false))
      : await this.queries.execute<GetContent, ContentItem>(new GetContent(viewer, type as 'presentation' | 'quiz' | 'test', id));
    const revision = await this.reviews.revision(content.id);
    const slides = await this.reviews.slidesOf(type, revision);
    const checkout: ReviewCommand = {
      type: 'CheckoutReview',
      reviewId: DEMO,
      userId: actor.userId,
      moduleId: DEMO,
      itemId: revision.item_id,
      revisionId: revision.id,
      itemType: type,
      graded: isGraded(revision, type),
      pageCount: pageCountOf(type, revision),
      session: DEMO,
      now: this.es.now().getTime(),
    };
    const state = fold(reviewDecider, reviewDecider.decide(checkout, reviewDecider.initialState()));
    const pages = Array.from({ length: checkout.pageCount }, (_, page) => page);
    const slideIds = slidesOfReview(type, revision);
    return {
      item: await this.reviews.playerItem(type, revision, slides),
      review: this.reviews.recordOf(state, revision, slides),
      preWork: false,
      answers: pages.map((page) => {
        if (!isSlideReview(type)) return revision.type === 'quiz' ? solutionOf(questionOf(revision.fields, page)) : null;
        const slide = slides.get(slideIds[page] ?? '');
        return slide ? slideSolutionOf(slide) : null;
      }),
      ...(revision.type === 'test' ? { scoringMode: slideScoringModeOf(revision.fields) } : {}),
    };
  }
}
