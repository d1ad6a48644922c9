import { FEEDBACK_MSG, FEEDBACK_RATINGS, type FeedbackRating } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { FeedbackCommand } from './commands.js';
import type { FeedbackEvent } from './events.js';
import { evolveFeedback, initialFeedbackState, type FeedbackState } from './state.js';

export const isFeedbackRating = (value: unknown): value is FeedbackRating => (FEEDBACK_RATINGS as readonly unknown[]).includes(value);

/** Every item of the form rated, no more and no fewer (spec part 2 section 5, "Evaluation"). */
export const ratesEveryItem = (ratings: readonly unknown[], itemCount: number): ratings is FeedbackRating[] =>
  ratings.length === itemCount && ratings.every(isFeedbackRating);

/**
 * One submission per learner, course and test (the test summary shows 'Feedback Submitted'
 * afterwards): of the test's own form, for the course's own program number, every item rated.
 */
export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  initialState: initialFeedbackState,
  evolve: evolveFeedback,
  decide: (command, state) => {
    if (state.submission) refuse('conflict', FEEDBACK_MSG.alreadySubmitted);
    if (command.formId !== command.form.id) refuse('invalid', FEEDBACK_MSG.notTheTestsForm, 'formId');
    if (command.paceProgramNumber !== command.coursePaceProgramNumber) refuse('invalid', FEEDBACK_MSG.notTheCoursesProgram, 'paceProgramNumber');
    const { ratings } = command;
    if (!ratesEveryItem(ratings, command.form.itemCount)) return refuse('invalid', FEEDBACK_MSG.rateEveryItem, 'feedback');
    return [
      {
        type: 'FeedbackSubmitted',
        data: {
          userId: command.userId,
          moduleId: command.moduleId,
          testId: command.testId,
          formId: command.form.id,
          formRevisionId: command.form.revisionId,
          paceProgramNumber: command.coursePaceProgramNumber,
          ratings: [...ratings],
          submittedAt: command.submittedAt,
        },
      },
    ];
  },
};
