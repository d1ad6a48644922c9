import { z } from 'zod';
import { list, number } from '../fields/bounds.js';
import { text } from '../fields/text.js';
import { QUIZ_CHOICES_MAX, QUIZ_PAGES_MAX } from '../content-types/quiz.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { option } from '../fields/option.js';
import { SLIDE_REVIEW_KINDS } from '@cytocampus/contracts';
import { slideReviewDataSchema } from './slide-reviews.js';

/**
 * Bodies of the learner's calls (spec part 2 section 7: review update, save, submit, visit; the
 * favourite course; our checkout). Numbers are bounded so that nothing the store accepts is one a
 * projection cannot apply (ADR 0019).
 */

/** Ten years in seconds: more than anyone spends on one review. */
const MAX_SECONDS = 10 * 365 * 24 * 3600;
/** A video position or duration in seconds (a day is longer than any lecture). */
const videoSeconds = () => number({ min: 0, max: 24 * 3600 });
/** Far more played ranges than one save can hold (one per seek). */
const MAX_WATCHED_RANGES = 500;

const id = () => text({ required: true, max: ID_MAX_LENGTH });
const time = () => number({ min: 0, max: 8.64e15 }).nullable();

/** The client's copy of the review (spec: id, elapsed, start, session, lastUpdate must match the server's). */
export const reviewCopySchema = z.object({
  id: id(),
  elapsed: number({ min: 0, max: MAX_SECONDS }),
  startTime: time(),
  session: text({ max: ID_MAX_LENGTH }).nullable(),
  lastUpdate: time(),
});

const page = () => number({ min: 0, max: QUIZ_PAGES_MAX - 1, integer: true });

/** A quiz page's answer: the indices of the selected choices. */
export const quizPageDataSchema = z.strictObject({ selected: list(number({ min: 0, max: QUIZ_CHOICES_MAX - 1, integer: true }), { max: QUIZ_CHOICES_MAX }) });

/** A video page's report: where the player is, what it played since the last save, the video's length. */
export const videoPageDataSchema = z.strictObject({
  playedCurrentTime: videoSeconds(),
  watched: list(z.tuple([videoSeconds(), videoSeconds()]), { max: MAX_WATCHED_RANGES }),
  duration: videoSeconds().nullable(),
});

const pageData = z.union([quizPageDataSchema, videoPageDataSchema, slideReviewDataSchema]);

/** POST /{presentations|quizzes|tests|slides}/{id}/review; a slide says how it is reviewed (a case when left out). */
export const checkoutRequestSchema = z.object({ moduleId: id(), itemType: option(SLIDE_REVIEW_KINDS).optional() });

/** PUT .../review/{reviewId}/update. */
export const reviewUpdateRequestSchema = z.object({ review: reviewCopySchema, page: page(), elapsed: number({ min: 0, max: MAX_SECONDS }), data: pageData });

/** PUT .../review/{reviewId}/visit. */
export const reviewVisitRequestSchema = z.object({ review: reviewCopySchema, page: page() });

/** PUT .../review/{reviewId}/save and /submit (a quiz or slide submit may carry the page's answer). */
export const reviewWriteRequestSchema = z.object({ review: reviewCopySchema, data: z.union([quizPageDataSchema, slideReviewDataSchema]).optional() });

/** PUT /tests/{id}/review/{reviewId}/submit: a proficiency test is submitted whole; its answers are those already saved. */
export const ptSubmitRequestSchema = z.object({ review: reviewCopySchema });
