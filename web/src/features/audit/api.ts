import { API_PREFIX, AUDIT_ROUTES, type AuditReviewQuery, type AuditReviewRow, type Page, type ReviewCoverage, type ReviewReplay } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { followReviewNotices } from './followReviews';
import { orderedReplay } from './replayMoment';

const LIST_TAG = { type: 'AuditReview', id: 'LIST' } as const;
const reviewTag = (reviewId: string) => ({ type: 'AuditReview', id: reviewId }) as const;

/** The audit calls (issue 16; routes in AUDIT_ROUTES). Read-only: a replay is of what was recorded. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /audit/reviews: the reviews the auditor may open (every learner's, or the own organization's). */
    listAuditReviews: build.query<Page<AuditReviewRow>, AuditReviewQuery>({
      query: (query) => ({ url: AUDIT_ROUTES.reviews, params: { ...query, search: query.search || undefined } }),
      providesTags: [LIST_TAG],
      // Any review's change may add, move or change a row: the page is fetched again.
      onCacheEntryAdded: (_query, life) =>
        followCacheEntry(life, () =>
          followReviewNotices(
            liveEvents,
            () => true,
            () => life.dispatch(auditApi.util.invalidateTags([LIST_TAG])),
          ),
        ),
    }),
    /** GET /audit/reviews/{id}: 404 when gone or not the reader's (the page says 'Review not found.'). */
    reviewReplay: build.query<ReviewReplay, string>({
      query: (reviewId) => ({ url: AUDIT_ROUTES.review(encodeURIComponent(reviewId)), quietStatuses: [403, 404, 409] }),
      transformResponse: orderedReplay,
      providesTags: (_data, _error, reviewId) => [reviewTag(reviewId)],
      // An open review audited while its learner works: each save or submit brings the replay up to date.
      onCacheEntryAdded: (reviewId, life) =>
        followCacheEntry(life, () =>
          followReviewNotices(
            liveEvents,
            (id) => id === reviewId,
            () => life.dispatch(auditApi.util.invalidateTags([reviewTag(reviewId)])),
          ),
        ),
    }),
    /** GET /audit/reviews/{id}/coverage/{page}: a refusal shows nothing (a learner before the review is complete). */
    reviewCoverage: build.query<ReviewCoverage, { reviewId: string; page: number }>({
      query: ({ reviewId, page }) => ({ url: AUDIT_ROUTES.coverage(encodeURIComponent(reviewId), page), quietStatuses: [403, 404, 409] }),
      providesTags: (_data, _error, { reviewId }) => [reviewTag(reviewId)],
    }),
  }),
});

export const { useListAuditReviewsQuery, useReviewReplayQuery, useReviewCoverageQuery } = auditApi;

/** The history download (a file the browser saves). */
export const historyUrl = (reviewId: string, format: 'json' | 'csv'): string =>
  `${API_PREFIX}${AUDIT_ROUTES.history(encodeURIComponent(reviewId))}?format=${format}`;
