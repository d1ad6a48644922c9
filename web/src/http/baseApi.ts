import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiFailure } from './errors';
import { apiRequest, type ApiRequest } from './request';

/** RTK Query's view of the fetch layer: a failure is an ApiFailure, never a thrown error. */
const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiFailure> = async (args) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await apiRequest<unknown>(request);
  return result.ok ? { data: result.data } : { error: result.error };
};

/**
 * Cache tags; mutations invalidate them, and entries following a read-model notice refetch by them. 'User', 'Group' and 'Organization' also carry ids (and 'LIST');
 * 'Content' covers every authored content item, its lists and name lists; 'Slide' a slide (by revision id, and 'LIST');
 * 'LearnerCourses' the learner's courses and course pages (by course id): a review submit invalidates it; 'LearnerTest' a learner's
 * test summary (by test id); 'Thread' a community thread page (by id), the thread lists ('LIST') and the alerts ('ALERTS');
 * 'Report' a report's page (by id) and the report lists ('LIST'); 'AccessToken' a user's access tokens and history (by user id);
 * 'PtStatus' a person's proficiency status of a year (by `<year>/<userId>`, the notice's id); 'Skill' a learner's Skills page (by user id) and the
 * organization's view ('ORG'); 'IdentityProviders' an organization's identity providers and sign-in policy (by organization id);
 * 'Lti' the LTI administration's lists (by the notice's id: 'platforms', 'keys', 'passbacks').
 */
export const TAGS = [
  'CurrentUser',
  'Organization',
  'Announcement',
  'User',
  'Group',
  'Curriculum',
  'Content',
  'Upload',
  'Slide',
  'LearnerCourses',
  'LearnerTest',
  'Thread',
  'Report',
  'AuditReview',
  'AccessToken',
  'PtStatus',
  'Skill',
  'IdentityProviders',
  'Lti',
] as const;
export type Tag = (typeof TAGS)[number];

/** The one base API; every feature injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});

export type ApiState = ReturnType<typeof api.reducer>;
