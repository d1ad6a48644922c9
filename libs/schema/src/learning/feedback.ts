import { FEEDBACK_ITEMS_MAX, FEEDBACK_MSG, FEEDBACK_RATINGS, type FeedbackRating } from '@cytocampus/contracts';
import { z } from 'zod';
import { invalid, missing, report } from '../fields/issue.js';
import { text } from '../fields/text.js';
import { GENERIC } from '../messages/generic.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { queryId } from '../forms/list-query.js';

/** The P.A.C.E. feedback calls (spec part 2 sections 3, 5 and 7; docs/adr/0025). */

const isRating = (value: unknown): value is FeedbackRating => (FEEDBACK_RATINGS as readonly unknown[]).includes(value);

/** One item's rating: 1 to 5 or 'N/A' (spec part 2 section 5, "Evaluation"). */
export const feedbackRatingSchema = z.custom<FeedbackRating>(isRating, { error: FEEDBACK_MSG.rateEveryItem }).meta({ enum: [...FEEDBACK_RATINGS] });

/** PUT /tests/{id}/submitFeedback: the form, one rating per item (whether they match the form is the server's check), the program number. */
export const submitFeedbackSchema = z.strictObject({
  formId: text({ required: true, max: ID_MAX_LENGTH }),
  feedback: z
    .array(feedbackRatingSchema, { error: FEEDBACK_MSG.rateEveryItem })
    .superRefine((ratings, ctx) =>
      report(
        ctx,
        ratings.length === 0
          ? [missing(FEEDBACK_MSG.rateEveryItem)]
          : ratings.length > FEEDBACK_ITEMS_MAX
            ? [invalid(GENERIC.canOnlyHaveUpTo(FEEDBACK_ITEMS_MAX))]
            : [],
      ),
    ),
  paceProgramNumber: text({ required: true, max: ID_MAX_LENGTH }),
});

/** GET /tests/{id}/feedback: the caller's submissions for the test, in one course or (without moduleId) in each. */
export const feedbackListQuerySchema = z.object({ moduleId: queryId().optional() });
