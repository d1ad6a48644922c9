import {
  AUDIT_ROUTES,
  CONTENT_PATHS,
  DEMO_ROUTES,
  LEARNING_ROUTES,
  SLIDE_REVIEW_ROUTES,
  SLIDE_ROUTES,
  SITE_ROUTE,
  PT_ROUTES,
  PT_LADDER_ROUTES,
  ptStatusNoticeId,
  type DemoCheckout,
  type PtPersonStatus,
  type PtResult,
  type LearnerCourse,
  type ReviewCheckout,
  type ReviewCoverage,
  type ReviewRecord,
  type ReviewSessionAnswer,
  type SlideMark,
  type SiteSettings,
  type SlideReviewKind,
  type TestSlides,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry, refetchWhenChanged } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import type { WriteAction } from './review/reviewWriter';

/** Where a player's checkout goes: presentations, quizzes, slide tests or slides (spec part 2 section 7, part 3 section 7). */
export type ReviewPath = 'presentations' | 'quizzes' | 'tests' | 'slides';
/** Where its writes go: a slide test's through its slides. */
export type WritePath = Exclude<ReviewPath, 'tests'>;

export interface ReviewTarget {
  path: WritePath;
  itemId: string;
  reviewId: string;
}

/** The tag of a learner's test summary, refetched when their review of it changes. */
const TEST_TAG = 'LearnerTest' as const;

/** What a learner's GET /modules/{id} carries besides the item: their course with its header. */
interface ModuleForLearner {
  course?: LearnerCourse;
}

const enc = encodeURIComponent;

/** The players' calls: checkout, the review writes, the session poll, and the course's progress for the header. */
export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /{presentations|quizzes}/{id}/review: a new session for this tab (any other tab's becomes stale). */
    checkoutReview: build.mutation<ReviewCheckout, { path: ReviewPath; itemId: string; moduleId: string; itemType?: SlideReviewKind }>({
      query: ({ path, itemId, moduleId, itemType }) => ({
        url: LEARNING_ROUTES.checkout(path, enc(itemId)),
        method: 'POST',
        body: itemType ? { moduleId, itemType } : { moduleId },
      }),
      // The first checkout starts the item: the course screens show it started.
      invalidatesTags: ['LearnerCourses', TEST_TAG],
    }),
    /** POST /quizzes/{id}/review/{reviewId}/retake: Try Again on a finished practice quiz; the new attempt, checked out for this tab. */
    retakeReview: build.mutation<ReviewCheckout, { itemId: string; reviewId: string }>({
      query: ({ itemId, reviewId }) => ({ url: LEARNING_ROUTES.retake(enc(itemId), enc(reviewId)), method: 'POST' }),
      invalidatesTags: ['LearnerCourses'],
    }),
    /** PUT .../review/{reviewId}/{visit|update|submit|save}: answers the updated record, the copy for the next write. */
    writeReview: build.mutation<ReviewRecord, ReviewTarget & { action: WriteAction; body: Record<string, unknown> }>({
      query: ({ path, itemId, reviewId, action, body }) => ({ url: LEARNING_ROUTES.review(path, enc(itemId), enc(reviewId), action), method: 'PUT', body }),
      invalidatesTags: (_record, error, { action }) => (action === 'submit' && !error ? ['LearnerCourses', TEST_TAG] : []),
    }),
    /**
     * GET /tests/{id}/slides?moduleId: the test summary (its slides, the learner's records, the
     * solutions of submitted slides). It follows the learner's review: a submit in another tab shows here.
     */
    testSlides: build.query<TestSlides, { testId: string; moduleId: string }>({
      // A test not in the learner's course (404) is the page's to tell, not the error banner's.
      query: ({ testId, moduleId }) => ({ url: SLIDE_REVIEW_ROUTES.testSlides(enc(testId)), params: { moduleId }, quietStatuses: [404] }),
      providesTags: (_data, _error, { testId }) => [{ type: TEST_TAG, id: testId }],
      onCacheEntryAdded: (arg, life) =>
        followCacheEntry(life, (current) =>
          liveEvents.on('changed', (notice) => {
            const reviewId = current()?.records?.reviewId;
            if (notice.model === 'review' && (notice.id === reviewId || reviewId === undefined))
              life.dispatch(playersApi.util.invalidateTags([{ type: TEST_TAG, id: arg.testId }]));
          }),
        ),
    }),
    /** PUT /tests/{id}/review/{reviewId}/submit: a proficiency test submitted whole (issue 30); answers its result. */
    submitProficiencyTest: build.mutation<PtResult, { testId: string; reviewId: string; review: Record<string, unknown> }>({
      query: ({ testId, reviewId, review }) => ({ url: PT_ROUTES.submit(enc(testId), enc(reviewId)), method: 'PUT', body: { review } }),
      invalidatesTags: ['LearnerCourses', TEST_TAG],
    }),
    /** GET /tests/{id}/review/{reviewId}/result: a submitted proficiency test's result (409 until it is submitted). */
    ptResult: build.query<PtResult, { testId: string; reviewId: string }>({
      query: ({ testId, reviewId }) => ({ url: PT_ROUTES.result(enc(testId), enc(reviewId)), quietStatuses: [404, 409] }),
      providesTags: (_r, _e, { testId }) => [{ type: TEST_TAG, id: testId }],
    }),
    /** GET /proficiency/{me}/{year}: where the learner stands on the retest ladder; follows its ptStatus notices. */
    myPtStatus: build.query<PtPersonStatus, { userId: string; year: number }>({
      query: ({ userId, year }) => ({ url: PT_LADDER_ROUTES.person(userId, year), quietStatuses: [404] }),
      providesTags: (_r, _e, { userId, year }) => [{ type: 'PtStatus', id: ptStatusNoticeId(userId, year) }],
      onCacheEntryAdded: ({ userId, year }, life) =>
        refetchWhenChanged(life, 'ptStatus', (data) => (data ? { id: ptStatusNoticeId(userId, year), version: data.version } : null), [
          { type: 'PtStatus', id: ptStatusNoticeId(userId, year) },
        ]),
    }),
    /** POST /slides/{id}/slide/marks {coords}: a point of the reviewer's own on the image, with its id and crop (the review keeps it). */
    placeMark: build.mutation<SlideMark, { revisionId: string; coords: { x: number; y: number } }>({
      query: ({ revisionId, coords }) => ({ url: SLIDE_ROUTES.marks(enc(revisionId)), method: 'POST', body: { coords } }),
    }),
    /** GET /demo/{type}/{id}: an item and a fresh review for a demo run, with every page's answer (nothing is stored). */
    demoCheckout: build.query<DemoCheckout, { type: string; id: string }>({
      query: ({ type, id }) => ({ url: DEMO_ROUTES.review(enc(type), enc(id)) }),
      keepUnusedDataFor: 0,
    }),
    /** GET .../review/{reviewId}/session: the server's session, polled every REVIEW_POLL_MS. */
    reviewSession: build.query<ReviewSessionAnswer, ReviewTarget>({
      query: ({ path, itemId, reviewId }) => ({ url: LEARNING_ROUTES.review(path, enc(itemId), enc(reviewId), 'session') }),
      keepUnusedDataFor: 0,
    }),
    /** The screening coverage of a submitted slide (issue 16), the learner's feedback; a refusal (the rest of the test still open) shows nothing. */
    slideCoverage: build.query<ReviewCoverage, { reviewId: string; page: number }>({
      query: ({ reviewId, page }) => ({ url: AUDIT_ROUTES.coverage(enc(reviewId), page), quietStatuses: [403, 404, 409] }),
      keepUnusedDataFor: 0,
    }),
    /** GET /site: the origins a presentation's pages may be framed from (docs/adr/0033); they change only with a restart. */
    site: build.query<SiteSettings, void>({ query: () => ({ url: SITE_ROUTE }), keepUnusedDataFor: 3600 }),
    /** GET /modules/{id}: for a learner it carries `course.header`, whose progress the header's pill shows. */
    playerCourse: build.query<LearnerCourse | null, string>({
      query: (moduleId) => ({ url: `/${CONTENT_PATHS.module}/${enc(moduleId)}` }),
      transformResponse: (answer: ModuleForLearner) => answer.course ?? null,
      providesTags: (_course, _error, moduleId) => [{ type: 'LearnerCourses', id: moduleId }],
    }),
  }),
});

export const {
  useCheckoutReviewMutation,
  useReviewSessionQuery,
  usePlayerCourseQuery,
  useTestSlidesQuery,
  usePlaceMarkMutation,
  useDemoCheckoutQuery,
  useSlideCoverageQuery,
  useSiteQuery,
  useSubmitProficiencyTestMutation,
  usePtResultQuery,
  useMyPtStatusQuery,
  useWriteReviewMutation,
} = playersApi;
