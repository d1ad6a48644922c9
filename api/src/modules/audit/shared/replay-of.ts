import type { ReplaySlide, ReviewReplay } from '@cytocampus/contracts';
import { categoryOf, replayEvents, type ReplayPage, replayViews, slideSolutionOf } from '@cytocampus/domain';

import type { AuditedReview } from './audited-reviews.js';

type Fields = Record<string, unknown>;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** What the reviewer last recorded on a page (null when they recorded nothing). */
function answerOf(data: Fields | undefined): ReplaySlide['answer'] {
  if (!data || Object.keys(data).length === 0) return null;
  return {
    result: typeof data.result === 'string' && data.result !== '' ? data.result : null,
    shortList: strings(data.shortList),
    comments: typeof data.comments === 'string' ? data.comments : '',
  };
}

/** Each page's slide as the auditor sees it: everything, its solution included, and the reviewer's answer. */
export function replaySlidesOf(review: AuditedReview): ReplaySlide[] {
  return review.slides.map((slide, page) => {
    const solution = slide ? slideSolutionOf(slide) : null;
    return {
      page,
      itemId: slide?.item_id ?? '',
      name: slide?.name ?? '',
      category: slide ? categoryOf(slide) : 'none',
      image: slide?.status === 'COMPLETE' ? slide.image : null,
      objects: slide?.objects ?? [],
      solution: solution && (solution.result !== null || solution.objects.length > 0) ? { result: solution.result, objects: solution.objects } : null,
      answer: answerOf(review.state.pages[page]?.data),
    };
  });
}

/** The pages as the replay's sentences name them. */
export const replayPagesOf = (review: AuditedReview): ReplayPage[] =>
  review.slides.map((slide) => ({ name: slide?.name ?? '', objects: slide?.objects.flat() ?? [] }));

/** Who caused the review's events (the learner, an admin clearing it or marking it complete): their names are said. */
export const actorsOf = (review: AuditedReview): string[] => review.reviewEvents.flatMap((e) => (e.actorId !== null ? [e.actorId] : []));

/** GET /audit/reviews/{reviewId}: the review, its slides, its events and its views. */
export function replayOf(review: AuditedReview, actorNames: Readonly<Record<string, string>>): ReviewReplay {
  return {
    review: review.row,
    slides: replaySlidesOf(review),
    events: replayEvents({ review: review.reviewEvents, activity: review.activityEvents, pages: replayPagesOf(review), actorNames }),
    views: replayViews(review.activityEvents),
  };
}
