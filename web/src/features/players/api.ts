import { CONTENT_PATHS, LEARNING_ROUTES, type LearnerCourse, type ReviewCheckout, type ReviewRecord, type ReviewSessionAnswer } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import type { WriteAction } from './review/reviewWriter';

/** Where a player's calls live: presentations or quizzes (spec part 2 section 7). */
export type ReviewPath = 'presentations' | 'quizzes';

export interface ReviewTarget {
  path: ReviewPath;
  itemId: string;
  reviewId: string;
}

/** What a learner's GET /modules/{id} carries besides the item: their course with its header. */
interface ModuleForLearner {
  course?: LearnerCourse;
}

const enc = encodeURIComponent;

/** The players' calls: checkout, the review writes, the session poll, and the course's progress for the header. */
export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /{presentations|quizzes}/{id}/review: a new session for this tab (any other tab's becomes stale). */
    checkoutReview: build.mutation<ReviewCheckout, { path: ReviewPath; itemId: string; moduleId: string }>({
      query: ({ path, itemId, moduleId }) => ({ url: LEARNING_ROUTES.checkout(path, enc(itemId)), method: 'POST', body: { moduleId } }),
      // The first checkout starts the item: the course screens show it started.
      invalidatesTags: ['LearnerCourses'],
    }),
    /** PUT .../review/{reviewId}/{visit|update|submit|save}: answers the updated record, the copy for the next write. */
    writeReview: build.mutation<ReviewRecord, ReviewTarget & { action: WriteAction; body: Record<string, unknown> }>({
      query: ({ path, itemId, reviewId, action, body }) => ({ url: LEARNING_ROUTES.review(path, enc(itemId), enc(reviewId), action), method: 'PUT', body }),
      invalidatesTags: (_record, error, { action }) => (action === 'submit' && !error ? ['LearnerCourses'] : []),
    }),
    /** GET .../review/{reviewId}/session: the server's session, polled every REVIEW_POLL_MS. */
    reviewSession: build.query<ReviewSessionAnswer, ReviewTarget>({
      query: ({ path, itemId, reviewId }) => ({ url: LEARNING_ROUTES.review(path, enc(itemId), enc(reviewId), 'session') }),
      keepUnusedDataFor: 0,
    }),
    /** GET /modules/{id}: for a learner it carries `course.header`, whose progress the header's pill shows. */
    playerCourse: build.query<LearnerCourse | null, string>({
      query: (moduleId) => ({ url: `/${CONTENT_PATHS.module}/${enc(moduleId)}` }),
      transformResponse: (answer: ModuleForLearner) => answer.course ?? null,
      providesTags: (_course, _error, moduleId) => [{ type: 'LearnerCourses', id: moduleId }],
    }),
  }),
});

export const { useCheckoutReviewMutation, useReviewSessionQuery, usePlayerCourseQuery } = playersApi;
