import { FEEDBACK_ROUTES, feedbackNoticeId, type FeedbackFormAnswer, type FeedbackSubmission, type FeedbackSubmissionRequest } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';

/** A test within a course: a learner gives feedback on it once. */
export interface CourseTest {
  testId: string;
  moduleId: string;
}

const enc = encodeURIComponent;
/** The learner's submissions for a course test are part of their test summary (tag 'LearnerTest'). */
const submissionsTag = ({ moduleId, testId }: CourseTest) => ({ type: 'LearnerTest' as const, id: `feedback:${feedbackNoticeId(moduleId, testId)}` });

/** The P.A.C.E. feedback calls (spec part 2 section 7, "Tests"; docs/adr/0025). */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tests/{id}/feedbackForm?moduleId: the form and its header; a refusal (403, 404) is the page's to tell. */
    feedbackForm: build.query<FeedbackFormAnswer, CourseTest>({
      query: ({ testId, moduleId }) => ({ url: FEEDBACK_ROUTES.feedbackForm(enc(testId)), params: { moduleId }, quietStatuses: [403, 404] }),
      keepUnusedDataFor: 0,
    }),
    /**
     * GET /tests/{id}/feedback?moduleId: the learner's submissions (empty before the first). It
     * follows the learner's feedback notices, so every open tab shows 'Feedback Submitted'.
     */
    testFeedback: build.query<FeedbackSubmission[], CourseTest>({
      query: ({ testId, moduleId }) => ({ url: FEEDBACK_ROUTES.feedback(enc(testId)), params: { moduleId } }),
      providesTags: (_list, _error, arg) => [submissionsTag(arg)],
      onCacheEntryAdded: (arg, life) =>
        followCacheEntry(life, () =>
          liveEvents.on('changed', (notice) => {
            if (notice.model === 'feedback' && notice.id === feedbackNoticeId(arg.moduleId, arg.testId))
              life.dispatch(feedbackApi.util.invalidateTags([submissionsTag(arg)]));
          }),
        ),
    }),
    /** PUT /tests/{id}/submitFeedback?moduleId: answers the success flag once the submission is stored and readable. */
    submitFeedback: build.mutation<{ success: boolean }, CourseTest & { body: FeedbackSubmissionRequest }>({
      // Only GET sends `params`: the course goes in the path's query here.
      query: ({ testId, moduleId, body }) => ({ url: `${FEEDBACK_ROUTES.submitFeedback(enc(testId))}?moduleId=${enc(moduleId)}`, method: 'PUT', body }),
      invalidatesTags: (_answer, error, arg) => (error ? [] : [submissionsTag(arg)]),
    }),
  }),
});

export const { useFeedbackFormQuery, useTestFeedbackQuery, useSubmitFeedbackMutation } = feedbackApi;
