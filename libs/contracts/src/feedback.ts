/**
 * P.A.C.E. evaluation forms and the learner's feedback (spec part 2 "Slide test detail and test
 * summary", "Evaluation form page", sections 3 to 8; docs/adr/0025): a learner who completed a
 * slide test of a course with a P.A.C.E. program number rates each item of the test's form once.
 */
import { PACE_CREDITS_PER_COURSE } from './certificates.js';

/** A rating of one item: 1 (Low/Poor) to 5 (High/Excellent), or 'N/A' (Not Applicable). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 'N/A'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** The most items a submission may rate (a form is a handful of sections of a few items). */
export const FEEDBACK_ITEMS_MAX = 500;

/**
 * P.A.C.E. contact hours of one course, shown on the form's header: the spec values each passed
 * course at 0.25 credit (section 9), and P.A.C.E. credits are contact hours.
 */
export const PACE_CONTACT_HOURS_PER_COURSE = PACE_CREDITS_PER_COURSE;

/** One section of an evaluation form (spec part 2 section 3, "Feedback form"). */
export interface FeedbackSection {
  title: string;
  description: string;
  /** The statements rated, in order: the submission's ratings follow this order across sections. */
  items: string[];
}

/** The evaluation form page's header (spec part 2 "Evaluation form page"). */
export interface EvaluationHeader {
  /** The course's P.A.C.E. program number. */
  programNumber: string;
  /** The course's name. */
  programTitle: string;
  /** Epoch ms: when the learner completed the test. */
  date: number;
  contactHours: number;
}

/** GET /tests/{id}/feedbackForm?moduleId: the test's form (`id` is the form's item id, which a submission names) and the header. */
export interface FeedbackFormAnswer {
  id: string;
  revisionId: string;
  name: string;
  description: string;
  formData: FeedbackSection[];
  header: EvaluationHeader;
}

/** PUT /tests/{id}/submitFeedback?moduleId (spec part 2 section 3, "Feedback submission"): one rating per item of the form, in order. */
export interface FeedbackSubmissionRequest {
  formId: string;
  feedback: FeedbackRating[];
  paceProgramNumber: string;
}

/** One of the caller's submissions, as GET /tests/{id}/feedback lists them. */
export interface FeedbackSubmission {
  moduleId: string;
  testId: string;
  formId: string;
  formRevisionId: string;
  feedback: FeedbackRating[];
  paceProgramNumber: string;
  /** Epoch ms. */
  submittedAt: number;
}

/** The id of a feedback notice (model 'feedback', to the learner's own room): one submission per course and test. */
export const feedbackNoticeId = (moduleId: string, testId: string): string => `${moduleId}/${testId}`;

/** Paths of the feedback calls (spec part 2 section 7, "Tests"). */
export const FEEDBACK_ROUTES = {
  feedback: (testId: string) => `/tests/${testId}/feedback`,
  feedbackForm: (testId: string) => `/tests/${testId}/feedbackForm`,
  submitFeedback: (testId: string) => `/tests/${testId}/submitFeedback`,
} as const;

/** Texts of the feedback button and the evaluation form page; the spec's exactly where it gives them. */
export const FEEDBACK_TEXT = {
  submitFeedback: 'Submit Feedback',
  feedbackSubmitted: 'Feedback Submitted',
  submitFailed: 'Unexpected error while submitting feedback.',
  /** The client's error when a submit's answer lacks its success flag (spec section 8, "internal"). */
  serverError: 'Server error.',
  low: 'Low/Poor',
  high: 'High/Excellent',
  notApplicable: 'Not Applicable',
  cancel: 'Cancel',
  submit: 'Submit',
  evaluation: 'Evaluation',
  programNumber: 'Program Number',
  programTitle: 'Program Title',
  date: 'Date',
  contactHours: 'Contact Hours',
  loading: 'Loading evaluation form',
  submitted: 'Thank you: your feedback was submitted.',
  backToTest: 'Back To Test',
} as const;

/** Refusals of the feedback calls (ours, except the first, which is the spec's rule). */
export const FEEDBACK_MSG = {
  rateEveryItem: 'Every item must be rated 1 to 5 or N/A.',
  notTheTestsForm: 'This is not the evaluation form of this test.',
  notTheCoursesProgram: 'This is not the P.A.C.E. program number of this course.',
  noProgramNumber: 'This course has no P.A.C.E. program number.',
  testNotComplete: 'Complete the test before giving feedback.',
  noForm: 'This test has no evaluation form.',
  alreadySubmitted: 'Feedback was already submitted for this test.',
} as const;
