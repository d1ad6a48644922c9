import type { FeedbackSubmittedData } from './events.js';

/**
 * What the learner sent (`formId`, `paceProgramNumber`, `ratings`: unchecked against the form yet)
 * and what the server read: the test's form with its item count and the course's program number.
 */
export interface SubmitFeedback extends Pick<FeedbackSubmittedData, 'userId' | 'moduleId' | 'testId' | 'submittedAt'> {
  type: 'SubmitFeedback';
  formId: string;
  paceProgramNumber: string;
  ratings: readonly unknown[];
  form: { id: string; revisionId: string; itemCount: number };
  coursePaceProgramNumber: string;
}

export type FeedbackCommand = SubmitFeedback;
