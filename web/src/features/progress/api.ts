import {
  API_PREFIX,
  LEARNING_ROUTES as R,
  type ClearedProgress,
  type PresentationProgressAnswer,
  type PresentationProgressRequest,
  type ProgressCourse,
  type ProgressExportTable,
  type ProgressOverview,
  type ProgressTest,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry, type CacheEntryLifecycle } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { followLearnerProgress } from './liveProgress';

/**
 * The overlay's entries are tagged per learner ('User' tags with ids of their own): a write of the
 * overlay refetches every table of that learner, a notice only the table that heard it.
 */
const progressTag = (userId: string, part = '') => ({ type: 'User' as const, id: `progress:${userId}${part}` });
const NO_RECORDS: ReadonlySet<string> = new Set();
const search = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

type Lifecycle<Data> = CacheEntryLifecycle<Data> & { dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown };

/** Keeps an entry of the learner's progress live: notices that concern them refetch it (ADR 0023). */
function followProgress<Data>(
  life: Lifecycle<Data>,
  userId: string,
  tag: ReturnType<typeof progressTag>,
  recordIds: (data: Data | undefined) => ReadonlySet<string>,
) {
  return followCacheEntry(life, (current) =>
    followLearnerProgress(
      liveEvents,
      userId,
      () => recordIds(current()),
      () => life.dispatch(api.util.invalidateTags([tag])),
    ),
  );
}

export interface CourseArg {
  userId: string;
  moduleId: string;
}
export interface TestArg extends CourseArg {
  testId: string;
}

/** The progress overview overlay's calls (spec part 2 section 7 "Progress"). */
export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    progressOverview: build.query<ProgressOverview, string>({
      query: (id) => ({ url: R.progress, params: { id } }),
      providesTags: (_data, _error, id) => [progressTag(id), progressTag(id, '/courses')],
      onCacheEntryAdded: (id, life) => followProgress(life, id, progressTag(id, '/courses'), () => NO_RECORDS),
    }),
    progressCourse: build.query<ProgressCourse, CourseArg>({
      query: ({ userId, moduleId }) => ({ url: R.progressCourse, params: { id: userId, moduleId } }),
      providesTags: (_data, _error, { userId, moduleId }) => [progressTag(userId), progressTag(userId, `/course/${moduleId}`)],
      onCacheEntryAdded: ({ userId, moduleId }, life) =>
        followProgress(
          life,
          userId,
          progressTag(userId, `/course/${moduleId}`),
          (data) => new Set(data?.items.flatMap((i) => (i.recordId ? [i.recordId] : []))),
        ),
    }),
    progressTest: build.query<ProgressTest, TestArg>({
      query: ({ userId, moduleId, testId }) => ({ url: R.progressTest, params: { id: userId, moduleId, testId } }),
      providesTags: (_data, _error, { userId, testId }) => [progressTag(userId), progressTag(userId, `/test/${testId}`)],
      onCacheEntryAdded: ({ userId, testId }, life) =>
        followProgress(life, userId, progressTag(userId, `/test/${testId}`), (data) => new Set(data?.recordId ? [data.recordId] : [])),
    }),
    // Writes: the learner's tables, and the user (their history gains an entry).
    clearModule: build.mutation<ClearedProgress, CourseArg>({
      query: ({ userId, moduleId }) => ({ url: `${R.clearModule}?${search({ userId, moduleId })}`, method: 'DELETE' }),
      invalidatesTags: (_data, _error, { userId }) => [progressTag(userId), { type: 'User', id: userId }],
    }),
    clearSlideTest: build.mutation<ClearedProgress, TestArg>({
      query: ({ userId, moduleId, testId }) => ({ url: `${R.clearSlideTest}?${search({ userId, moduleId, testId })}`, method: 'DELETE' }),
      invalidatesTags: (_data, _error, { userId }) => [progressTag(userId), { type: 'User', id: userId }],
    }),
    setPresentationProgress: build.mutation<PresentationProgressAnswer, PresentationProgressRequest>({
      query: (body) => ({ url: R.presentationProgress, method: 'PUT', body }),
      invalidatesTags: (_data, _error, { userId }) => [progressTag(userId), { type: 'User', id: userId }],
    }),
  }),
});

export const {
  useProgressOverviewQuery,
  useProgressCourseQuery,
  useProgressTestQuery,
  useClearModuleMutation,
  useClearSlideTestMutation,
  useSetPresentationProgressMutation,
} = progressApi;

/** Where a table's .xlsx downloads from (the server names the file). */
export function exportUrl(userId: string, table: ProgressExportTable, where: { moduleId?: string; testId?: string; preWork?: boolean } = {}): string {
  const query = search({ id: userId, table, moduleId: where.moduleId, testId: where.testId, preWork: where.preWork ? '1' : undefined });
  return `${API_PREFIX}${R.progressExport}?${query}`;
}
