import { FEEDBACK_RATINGS, type FeedbackFormAnswer, type FeedbackSubmission } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the feedback calls (spec part 2 section 7, "Tests"; docs/adr/0025). */

const ratingSchema = z.literal([...FEEDBACK_RATINGS]);

export const feedbackFormAnswerSchema = z.object({
  id: z.string(),
  revisionId: z.string(),
  name: z.string(),
  description: z.string(),
  formData: z.array(z.object({ title: z.string(), description: z.string(), items: z.array(z.string()) })),
  header: z.object({ programNumber: z.string(), programTitle: z.string(), date: z.number(), contactHours: z.number() }),
});
export type _FeedbackFormAnswerProof = Proof<SameType<z.output<typeof feedbackFormAnswerSchema>, FeedbackFormAnswer>>;

export const feedbackSubmissionSchema = z.object({
  moduleId: z.string(),
  testId: z.string(),
  formId: z.string(),
  formRevisionId: z.string(),
  feedback: z.array(ratingSchema),
  paceProgramNumber: z.string(),
  submittedAt: z.number(),
});
export type _FeedbackSubmissionProof = Proof<SameType<z.output<typeof feedbackSubmissionSchema>, FeedbackSubmission>>;

export const feedbackSubmissionsSchema = z.array(feedbackSubmissionSchema);
