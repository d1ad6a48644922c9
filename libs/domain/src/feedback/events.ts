import type { FeedbackRating } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * A learner's feedback on one test within one course: `evaluation-<id>`, the id being the test
 * review's (derived from user, course and test), so there is one stream per course test and a
 * second submission finds the first. Not `feedback-…`: that category holds the evaluation forms,
 * whose content type is `feedback` (docs/adr/0025).
 */
export const feedbackStream = (id: string): string => `evaluation-${id}`;

export interface FeedbackSubmittedData {
  userId: string;
  moduleId: string;
  testId: string;
  /** The evaluation form's item id and the revision that was rated. */
  formId: string;
  formRevisionId: string;
  /** The course's P.A.C.E. program number at the time. */
  paceProgramNumber: string;
  /** One per item of the form, in its order across sections. */
  ratings: FeedbackRating[];
  /** Epoch ms. */
  submittedAt: number;
}

export type FeedbackSubmitted = DomainEvent<'FeedbackSubmitted', FeedbackSubmittedData>;
export type FeedbackEvent = FeedbackSubmitted;
export const FEEDBACK_EVENT_TYPES = ['FeedbackSubmitted'] as const satisfies readonly FeedbackEvent['type'][];
