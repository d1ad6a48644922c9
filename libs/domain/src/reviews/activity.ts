import type { ReviewActivity } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * What a reviewer did on a slide (clicks, view samples, gamma switches) lives in a stream of its
 * own, `activity-<reviewId>`, which no command replays: thousands of samples never slow a review's
 * writes (the guide's "streams stay short for commands").
 */
export const reviewActivityStream = (reviewId: string): string => `activity-${reviewId}`;

/** The event type each kind of activity is recorded as. */
export const ACTIVITY_EVENT_TYPES = {
  view: 'ViewportSampled',
  objectClick: 'ObjectOfInterestClicked',
  slideClick: 'SlideClicked',
  gamma: 'GammaSwitched',
  filters: 'FiltersChanged',
} as const satisfies Record<ReviewActivity['kind'], string>;

/** Where the activity happened: the review, its page (the slide's place in it) and the slide, and the batch that carried it. */
export interface ActivityPlace {
  reviewId: string;
  page: number;
  slideId: string;
  session: string;
  batch: string;
}

export type ReviewActivityEvent = DomainEvent<(typeof ACTIVITY_EVENT_TYPES)[ReviewActivity['kind']], ReviewActivity & ActivityPlace>;

/** The events of one batch, in the order the client recorded them. */
export function activityEvents(place: ActivityPlace, activities: readonly ReviewActivity[]): ReviewActivityEvent[] {
  return activities.map((activity) => ({ type: ACTIVITY_EVENT_TYPES[activity.kind], data: { ...activity, ...place } }));
}
