import { REVIEW_MSG } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';

/**
 * The attempts of one learner at one item within one course (issue 28, docs/adr/0021): attempt 1 is
 * the review whose id follows from (user, course, item); each 'Try Again' of a finished practice
 * quiz begins the next attempt, a new review with an id of its own. The stream is named after the
 * first attempt's review id and holds only those starts, so a checkout finds the current attempt
 * with one short read; the reviews themselves stay one stream each.
 */
export const reviewAttemptsStream = (firstReviewId: string): string => `attempts-${firstReviewId}`;

/** A learner tried an item again: `reviewId` is attempt `attempt`, begun after `previousReviewId` was finished. */
export type ReviewRetaken = DomainEvent<'ReviewRetaken', { attempt: number; reviewId: string; previousReviewId: string; retakenAt: number }>;
export type ReviewAttemptsEvent = ReviewRetaken;

/** The current attempt (1 until a retake) and its review (null: the first attempt's, which the caller derives). */
export interface ReviewAttempts {
  attempt: number;
  reviewId: string | null;
}

/** The finished attempt as the retake rule needs it (from its review's state). */
export interface FinishedAttempt {
  reviewId: string;
  attempt: number;
  itemType: string;
  graded: boolean;
  submitted: boolean;
  /** An attempt at the practice set test: a newer set begins the next attempt, finished or not. */
  practiceSet?: boolean;
}

/** Try Again: `nextReviewId` is the id the next attempt's review will have. */
export interface RetakeReview {
  type: 'RetakeReview';
  finished: FinishedAttempt;
  nextReviewId: string;
  now: number;
}

/**
 * Only a practice (ungraded) quiz is taken again, only once its current attempt is finished, and
 * only from that attempt (a second click, or a second tab, finds a newer one). The practice set
 * test begins an attempt per newer set, even over an unfinished one: the set it was is replaced,
 * and the slides submitted of it stay. Graded quizzes and every other item keep one attempt.
 */
export const reviewAttemptsDecider: Decider<RetakeReview, ReviewAttemptsEvent, ReviewAttempts> = {
  initialState: () => ({ attempt: 1, reviewId: null }),
  evolve: (_state, event) => ({ attempt: event.data.attempt, reviewId: event.data.reviewId }),
  decide: ({ finished, nextReviewId, now }, state) => {
    const practiceQuiz = finished.itemType === 'quiz' && !finished.graded;
    if (!practiceQuiz && !finished.practiceSet) refuse('conflict', REVIEW_MSG.onlyPractice);
    if (finished.attempt !== state.attempt) refuse('conflict', REVIEW_MSG.retakenAlready);
    if (!finished.submitted && !finished.practiceSet) refuse('conflict', REVIEW_MSG.notFinished);
    return [{ type: 'ReviewRetaken', data: { attempt: state.attempt + 1, reviewId: nextReviewId, previousReviewId: finished.reviewId, retakenAt: now } }];
  },
};

/**
 * Which attempt stands for an item in the course's progress: the furthest, then the latest, so a
 * new attempt keeps the finished one's completion until it is finished itself. As the ORDER BY of
 * a learner's stats records of one item (the stats projection's course summary and the API's reads).
 */
export const STANDING_ATTEMPT_ORDER = 'progress desc, attempt desc';

/**
 * Which of a learner's stats records may stand at all: not an attempt that a retake of its course
 * superseded (issue 30: the course result is the last attempt's; the record stays in the history).
 */
export const STANDING_RECORD = 'not superseded';
