import {
  ACCOUNT_ROUTES,
  CONTENT_PATHS,
  LEARNING_ROUTES,
  type Announcement,
  type ContentItem,
  type CourseHeader,
  type CourseItemEntry,
  type CurrentUser,
  type FavoriteModuleRequest,
  type LearnerCourse,
  type LearnerCourses,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { announcementRow, decideNotice, followCacheEntry, refetchWhenChanged } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { currentUserReceived } from '../../session/currentUser';
import { followCourseNotices } from './liveCourses';

const moduleUrl = (moduleId: string) => `/${CONTENT_PATHS.module}/${encodeURIComponent(moduleId)}`;

/** GET /modules/{id}: the course as a content item, with `course` when the caller is a learner of it. */
export type LearnerModule = ContentItem & { course?: LearnerCourse };

/** Every learner course screen (list, panels and pages) is refetched by this tag; a review submit invalidates it. */
const COURSES_TAG = 'LearnerCourses' as const;
/** The courses list alone (a pin changes it, not the course pages). */
export const COURSE_LIST_TAG = { type: COURSES_TAG, id: 'LIST' } as const;

export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The one shared announcement (sanitized HTML), on Home; refetched when its notice says it changed. */
    getAnnouncement: build.query<Announcement, void>({
      query: () => ({ url: ACCOUNT_ROUTES.announcement }),
      providesTags: ['Announcement'],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'announcement', announcementRow, ['Announcement']),
    }),
    /** GET /user/courses: the learner's assignment and the courses to explore; any course notice of theirs refetches it. */
    getLearnerCourses: build.query<LearnerCourses, void>({
      query: () => ({ url: LEARNING_ROUTES.courses }),
      providesTags: [COURSE_LIST_TAG],
      onCacheEntryAdded: (_arg, life) => followCourseNotices(life, [COURSE_LIST_TAG]),
    }),
    /**
     * One course for its page; null when there is no such course for this user (404: the page goes
     * back to the list, without the store's error banner). It follows the learner's summary of the
     * course and the course's own revision.
     */
    getLearnerModule: build.query<LearnerModule | null, string>({
      async queryFn(moduleId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: moduleUrl(moduleId), quietStatuses: [404] });
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as LearnerModule };
      },
      providesTags: (_module, _error, moduleId) => [{ type: COURSES_TAG, id: moduleId }],
      onCacheEntryAdded: async (moduleId, life) => {
        const tags = [{ type: COURSES_TAG, id: moduleId }];
        await Promise.all([
          followCourseNotices(life, tags, (id) => id === moduleId),
          followCacheEntry(life, (current) =>
            liveEvents.on('changed', (notice) => {
              const module = current();
              if (notice.model === 'content' && decideNotice(module ?? null, notice) !== 'ignore') life.dispatch(api.util.invalidateTags(tags));
            }),
          ),
        ]);
      },
    }),
    /** The names of a course's items, for a reader of the course who is not one of its learners. */
    getModuleItemNames: build.query<CourseItemEntry[], string>({
      query: (moduleId) => ({ url: `${moduleUrl(moduleId)}/items` }),
      providesTags: (_items, _error, moduleId) => [{ type: COURSES_TAG, id: moduleId }],
    }),
    /**
     * PUT /user/favoriteModule toggles the pin; it answers the user, who becomes the cached user. The
     * tile changes at once and the courses are read again to confirm.
     */
    toggleFavoriteModule: build.mutation<CurrentUser, FavoriteModuleRequest>({
      query: (body) => ({ url: LEARNING_ROUTES.favoriteModule, method: 'PUT', body }),
      async onQueryStarted({ moduleId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          learningApi.util.updateQueryData('getLearnerCourses', undefined, (draft) => {
            const course = draft.courses.find((entry) => entry.moduleId === moduleId);
            if (course) course.favorite = !course.favorite;
          }),
        );
        const result = await queryFulfilled.catch(() => null);
        if (!result) {
          patch.undo();
          return;
        }
        await dispatch(currentUserReceived(result.data));
      },
      invalidatesTags: [COURSE_LIST_TAG],
    }),
    /** POST /user/courses/{moduleId}/retake (issue 30): the failed course's next attempt; its screens are read again (other tabs hear the course notice). */
    retakeCourse: build.mutation<CourseHeader, string>({
      query: (moduleId) => ({ url: LEARNING_ROUTES.retakeCourse(encodeURIComponent(moduleId)), method: 'POST' }),
      invalidatesTags: (_header, _error, moduleId) => [COURSE_LIST_TAG, { type: COURSES_TAG, id: moduleId }],
    }),
  }),
});

export const {
  useGetAnnouncementQuery,
  useGetLearnerCoursesQuery,
  useGetLearnerModuleQuery,
  useGetModuleItemNamesQuery,
  useToggleFavoriteModuleMutation,
  useRetakeCourseMutation,
} = learningApi;
