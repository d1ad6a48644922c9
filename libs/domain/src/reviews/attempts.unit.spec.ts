import { describe, expect, it } from '@jest/globals';
import { REVIEW_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { fold } from '../core/decider.js';
import { reviewAttemptsDecider, type FinishedAttempt, type RetakeReview, type ReviewAttemptsEvent } from './attempts.js';

const practice: FinishedAttempt = { reviewId: 'r1', attempt: 1, itemType: 'quiz', graded: false, submitted: true };
const retake = (finished: Partial<FinishedAttempt> = {}, nextReviewId = 'r2', now = 5000): RetakeReview => ({
  type: 'RetakeReview',
  finished: { ...practice, ...finished },
  nextReviewId,
  now,
});
const retaken = (attempt: number, reviewId: string, previousReviewId: string, retakenAt: number): ReviewAttemptsEvent => ({
  type: 'ReviewRetaken',
  data: { attempt, reviewId, previousReviewId, retakenAt },
});

describe('review attempts: Try Again on a finished practice quiz (issue 28)', () => {
  it('begins attempt 2 after the first, and attempt 3 after the second: each a review of its own', () => {
    expect(fold(reviewAttemptsDecider, [])).toEqual({ attempt: 1, reviewId: null });
    given(reviewAttemptsDecider, [])
      .when(retake())
      .then([retaken(2, 'r2', 'r1', 5000)]);
    given(reviewAttemptsDecider, [retaken(2, 'r2', 'r1', 5000)])
      .when(retake({ reviewId: 'r2', attempt: 2 }, 'r3', 9000))
      .then([retaken(3, 'r3', 'r2', 9000)]);
    expect(fold(reviewAttemptsDecider, [retaken(2, 'r2', 'r1', 5000), retaken(3, 'r3', 'r2', 9000)])).toEqual({ attempt: 3, reviewId: 'r3' });
  });

  it('refuses a graded quiz and any other item: they keep one attempt', () => {
    given(reviewAttemptsDecider, [])
      .when(retake({ graded: true }))
      .thenRefuses(REVIEW_MSG.onlyPractice);
    given(reviewAttemptsDecider, [])
      .when(retake({ itemType: 'test', graded: true }))
      .thenRefuses(REVIEW_MSG.onlyPractice);
    given(reviewAttemptsDecider, [])
      .when(retake({ itemType: 'presentation', graded: false }))
      .thenRefuses(REVIEW_MSG.onlyPractice);
  });

  it('refuses an attempt not finished yet, and one that is no longer the current (a second click or tab)', () => {
    given(reviewAttemptsDecider, [])
      .when(retake({ submitted: false }))
      .thenRefuses(REVIEW_MSG.notFinished);
    given(reviewAttemptsDecider, [retaken(2, 'r2', 'r1', 5000)])
      .when(retake())
      .thenRefuses(REVIEW_MSG.retakenAlready);
  });

  it('begins an attempt of the practice set test per newer set, finished or not, but only from the current attempt', () => {
    const practiceSet = { itemType: 'test', graded: true, practiceSet: true };
    given(reviewAttemptsDecider, [])
      .when(retake({ ...practiceSet, submitted: false }))
      .then([retaken(2, 'r2', 'r1', 5000)]);
    given(reviewAttemptsDecider, [retaken(2, 'r2', 'r1', 5000)])
      .when(retake({ ...practiceSet, submitted: true }))
      .thenRefuses(REVIEW_MSG.retakenAlready);
    given(reviewAttemptsDecider, [])
      .when(retake({ ...practiceSet, practiceSet: false, submitted: true }))
      .thenRefuses(REVIEW_MSG.onlyPractice);
  });
});
