import type { ReviewCopy } from '@cytocampus/contracts';
import type { PageFacts } from '../scoring/page-facts.js';
import type { GradedSlideFacts, ReviewSubject, SubmittedSlide } from './events.js';

/** Open the review for work: the handler issues a new session id (any other tab's becomes stale). */
export interface CheckoutReview extends ReviewSubject {
  type: 'CheckoutReview';
  session: string;
  now: number;
}

/** Record work on a page (its answers or position) and the time spent. */
export interface UpdateReview {
  type: 'UpdateReview';
  copy: ReviewCopy;
  page: number;
  elapsed: number;
  pageElapsed: number;
  data: Record<string, unknown>;
  now: number;
}

/** Keep the work for later and end the session. */
export interface SaveReview {
  type: 'SaveReview';
  copy: ReviewCopy;
  now: number;
}

/**
 * Submit the first incomplete page. The decider scores it from `facts` (the answer and the solution:
 * libs/domain/src/scoring), whoever submits: the API, or the web client's demo runs.
 */
export interface SubmitReviewPage {
  type: 'SubmitReviewPage';
  copy: ReviewCopy;
  facts: PageFacts;
  /** A diagnosed slide page: recorded with the submit for the screening-skill analytics. */
  slide?: SubmittedSlide;
  now: number;
}

/** Opening a page records its start; pages open in order. */
export interface VisitReviewPage {
  type: 'VisitReviewPage';
  copy: ReviewCopy;
  page: number;
  now: number;
}

/** An admin clears the learner's progress: the review starts over at the next checkout (spec part 2 section 6). */
export interface ClearReview {
  type: 'ClearReview';
  now: number;
}

/**
 * An admin marks the learner's review complete (spec part 2 section 6: a presentation): every page
 * not yet submitted counts as submitted now. A review never checked out is created with `subject`
 * (the item's current revision, as a checkout would take it); one begun keeps its own.
 */
export interface MarkReviewComplete {
  type: 'MarkReviewComplete';
  subject: ReviewSubject;
  /** The learner's organization, which their stats record keeps (the event's metadata names the admin's). */
  orgId: string | null;
  now: number;
}
/**
 * Submit a whole proficiency test (issue 30): the examinee's (`by: 'learner'`, with their copy) or
 * the server's at the deadline (`by: 'time'`, no copy). The API passes each slide's solution result
 * in the attempt's order; the answers are the review's own pages, so nothing sent can change them.
 */
export interface SubmitProficiencyTest {
  type: 'SubmitProficiencyTest';
  copy: ReviewCopy | null;
  by: 'learner' | 'time';
  solutions: { slideId: string; solution: string }[];
  /** Each slide's facts, in page order: the graded event records them with each page's answer (the screening-skill analytics). */
  slides?: GradedSlideFacts[];
  /** The result's verification code (drawn by the API). */
  code: string;
  now: number;
}
export type ReviewCommand =
  CheckoutReview | UpdateReview | SaveReview | SubmitReviewPage | VisitReviewPage | SubmitProficiencyTest | ClearReview | MarkReviewComplete;
