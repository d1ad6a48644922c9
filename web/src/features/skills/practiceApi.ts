import { PRACTICE_ROUTES as R, type PracticeRecommendation, type ReadModelChanged } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';
import { concernsLearner, SKILL_REFETCH_MS } from './api';

const practiceTag = (userId: string) => ({ type: 'Skill' as const, id: `practice-${userId}` });
/** The learner's pages (what to recommend) or a set assigned to them, in this tab or anyone's. */
const concernsPractice =
  (userId: string) =>
  (notice: ReadModelChanged): boolean =>
    concernsLearner(userId)(notice) || (notice.model === 'practice' && notice.id === userId);

/**
 * What to practise next and the assigned set (issue 31, docs/adr/0036 "Practice sets"). The list
 * follows the learner's pages and sets, so it is asked again on their skill and practice notices
 * (a set assigned in another tab, or answered before its read model had it); an assignment answers
 * the new state, which replaces the cached one.
 */
export const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPractice: build.query<PracticeRecommendation, { userId: string }>({
      query: ({ userId }) => ({ url: R.practice(userId) }),
      providesTags: (_r, _e, { userId }) => [practiceTag(userId)],
      onCacheEntryAdded: ({ userId }, life) =>
        followCacheEntry(life, () =>
          refetchOnNotices(liveEvents, concernsPractice(userId), () => void life.dispatch(api.util.invalidateTags([practiceTag(userId)])), SKILL_REFETCH_MS),
        ),
    }),
    assignPractice: build.mutation<PracticeRecommendation, { userId: string; slideIds: string[] }>({
      query: ({ userId, slideIds }) => ({ url: R.practice(userId), method: 'POST', body: { slideIds } }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(practiceApi.util.upsertQueryData('getPractice', { userId }, data));
      },
    }),
  }),
});

export const { useGetPracticeQuery, useAssignPracticeMutation } = practiceApi;
