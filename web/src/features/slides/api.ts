import { SLIDE_ROUTES, type ContentListQuery, type Page, type SlideItem, type SlideLibraryProgress, type SlideStatus } from '@cytocampus/contracts';
import { api, type Tag } from '../../http/baseApi';
import { followCacheEntry, followingRows } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';
import { followSlide, type LiveSlide } from './live/followSlide';

/** GET /slides: the content list's query; `images: 'all'` also lists slides still NEW or UPLOADING (ADR 0016). */
export interface SlideListQuery extends ContentListQuery {
  images?: 'all';
}

export interface SlideStatusReply {
  id: string;
  status: SlideStatus;
  error: string | null;
}

const slideTag = (id: string) => ({ type: 'Slide' as const, id });
/**
 * A slide change refetches that slide and the slide lists; 'Content' too, because course items and
 * slide tests read slide names from there.
 */
const changed = (id?: string): (Tag | { type: 'Slide'; id: string })[] => [...(id ? [slideTag(id)] : []), slideTag('LIST'), 'Content'];

/**
 * The progress strip fetches its counts once a second at most while slides change: the first
 * slideLibrary notice waits this long for those that follow (65 slides processed, not 65 fetches in a burst).
 */
export const SLIDE_PROGRESS_REFETCH_DELAY_MS = 1000;

const post = (url: string, body?: unknown) => ({ url, method: 'POST' as const, body: body ?? {} });

/** The slide calls of spec part 3 section 7 (routes in SLIDE_ROUTES). */
export const slidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSlides: build.query<Page<SlideItem>, SlideListQuery>({
      query: (query) => ({ url: SLIDE_ROUTES.slides, params: { ...query, search: query.search || undefined } }),
      providesTags: [slideTag('LIST')],
      // The list page watches the rooms of the slides it shows (useItemRooms with slideRooms); their rows follow the notices.
      onCacheEntryAdded: followingRows<SlideItem>('slide', (id) => SLIDE_ROUTES.slide(encodeURIComponent(id))),
    }),
    /** GET /slides/progress: how far the images of the list's slides have come; fetched again after slideLibrary notices. */
    slideLibraryProgress: build.query<SlideLibraryProgress, { orgId?: string }>({
      query: ({ orgId }) => ({ url: SLIDE_ROUTES.progress, params: { orgId } }),
      // A slide created, deleted or given an image through this tab invalidates the lists, and so these counts.
      providesTags: [slideTag('LIST')],
      onCacheEntryAdded: (arg, life) =>
        followCacheEntry(life, () =>
          refetchOnNotices(
            liveEvents,
            (notice) => notice.model === 'slideLibrary',
            () => void life.dispatch(slidesApi.endpoints.slideLibraryProgress.initiate(arg, { subscribe: false, forceRefetch: true })),
            SLIDE_PROGRESS_REFETCH_DELAY_MS,
          ),
        ),
    }),
    getSlide: build.query<LiveSlide, string>({
      query: (id) => ({ url: SLIDE_ROUTES.slide(encodeURIComponent(id)) }),
      transformResponse: (slide: SlideItem): LiveSlide => ({ ...slide, progress: null }),
      // By the id asked for (an item id names the current revision) and by the revision's own id.
      providesTags: (slide, _error, id) => [slideTag(id), ...(slide ? [slideTag(slide.id)] : [])],
      // The page watches the slide's room (useItemRooms with slideRooms); the entry follows its notices and progress.
      onCacheEntryAdded: (id, life) =>
        followCacheEntry(life, (current) =>
          followSlide(
            { updateCachedData: (recipe) => life.updateCachedData(recipe), refetch: () => life.dispatch(api.util.invalidateTags([slideTag(id)])) },
            current,
          ),
        ),
    }),
    /** GET /slides/{id}/slide/status: the Refresh button's call. */
    slideStatus: build.query<SlideStatusReply, string>({
      query: (id) => ({ url: SLIDE_ROUTES.status(id) }),
    }),
    /** POST /slides?orgId=: the fields, the finished upload of the image and of the analysis file. */
    createSlide: build.mutation<SlideItem, { fields: Record<string, unknown>; uploadId: string | null; analysisId: string | null; orgId?: string }>({
      query: ({ fields, uploadId, analysisId, orgId }) =>
        post(orgId ? `${SLIDE_ROUTES.slides}?orgId=${encodeURIComponent(orgId)}` : SLIDE_ROUTES.slides, { ...fields, uploadId, analysisId }),
      invalidatesTags: () => changed(),
    }),
    /** PUT /slides/{id} with {slide: changes}, as the spec's client sends content changes. */
    updateSlide: build.mutation<SlideItem, { id: string; changes: Record<string, unknown> }>({
      query: ({ id, changes }) => ({ url: SLIDE_ROUTES.slide(id), method: 'PUT', body: { slide: changes } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    setSlideActive: build.mutation<SlideItem, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: SLIDE_ROUTES.slide(id), method: 'PUT', body: active ? { activate: true } : { deactivate: true } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    lockSlide: build.mutation<SlideItem, { id: string; locked: boolean }>({
      query: ({ id, locked }) => ({ url: SLIDE_ROUTES.lock(id), method: 'PUT', body: { locked } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    deleteSlide: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: SLIDE_ROUTES.slide(id), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
    cloneSlide: build.mutation<SlideItem, string>({
      query: (id) => post(SLIDE_ROUTES.clone(id)),
      invalidatesTags: () => changed(),
    }),
    retrySlide: build.mutation<SlideItem, string>({
      query: (id) => post(SLIDE_ROUTES.retry(id)),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
    /** POST /slides/{id}/slide/reprocess (ours): a COMPLETE slide's pyramid built again (UPDATING). */
    reprocessSlide: build.mutation<SlideItem, string>({
      query: (id) => post(SLIDE_ROUTES.reprocess(id)),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
    /** POST /slides/{id}/slide/image: an upload under way marks the slide UPLOADING; a finished one becomes its image (then QUEUED). */
    attachSlideImage: build.mutation<SlideItem, { id: string; uploadId: string; finished: boolean }>({
      query: ({ id, uploadId, finished }) => post(`${SLIDE_ROUTES.slide(id)}/slide/image`, { uploadId, finished }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    addSlideObject: build.mutation<SlideItem, { id: string; x: number; y: number; catIdx: number }>({
      query: ({ id, x, y, catIdx }) => post(SLIDE_ROUTES.objects(id), { coords: { x, y }, catIdx }),
      invalidatesTags: (_r, _e, { id }) => [slideTag(id)],
    }),
    changeSlideObject: build.mutation<SlideItem, { id: string; objectId: string; catIdx: number; rank: number }>({
      query: ({ id, objectId, catIdx, rank }) => ({ url: SLIDE_ROUTES.object(id, objectId), method: 'PUT', body: { catIdx, rank } }),
      invalidatesTags: (_r, _e, { id }) => [slideTag(id)],
    }),
    removeSlideObject: build.mutation<SlideItem, { id: string; objectId: string }>({
      query: ({ id, objectId }) => ({ url: SLIDE_ROUTES.object(id, objectId), method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id }) => [slideTag(id)],
    }),
  }),
});

export const {
  useListSlidesQuery,
  useSlideLibraryProgressQuery,
  useGetSlideQuery,
  useLazySlideStatusQuery,
  useCreateSlideMutation,
  useUpdateSlideMutation,
  useSetSlideActiveMutation,
  useLockSlideMutation,
  useDeleteSlideMutation,
  useCloneSlideMutation,
  useRetrySlideMutation,
  useReprocessSlideMutation,
  useAttachSlideImageMutation,
  useAddSlideObjectMutation,
  useChangeSlideObjectMutation,
  useRemoveSlideObjectMutation,
} = slidesApi;
