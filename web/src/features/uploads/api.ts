import { UPLOAD_ROUTES, type UploadEntry } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { applyProgress } from './uploadList';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The caller's recent uploads: progress pushes patch it as they come; an upload's notice (started,
     * completed, failed, cleared) refetches this short list once.
     */
    getUploads: build.query<UploadEntry[], void>({
      query: () => UPLOAD_ROUTES.uploads,
      providesTags: ['Upload'],
      onCacheEntryAdded: (_arg, life) =>
        followCacheEntry(life, () => {
          const stopProgress = liveEvents.on('upload:progress', (pushed) => life.updateCachedData((list) => applyProgress(list, pushed)));
          const stopNotices = liveEvents.on('changed', (notice) => notice.model === 'upload' && life.dispatch(api.util.invalidateTags(['Upload'])));
          return () => {
            stopProgress();
            stopNotices();
          };
        }),
    }),
    clearUpload: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: UPLOAD_ROUTES.upload(id), method: 'DELETE' }),
      invalidatesTags: ['Upload'],
    }),
    clearFinishedUploads: build.mutation<{ cleared: number }, void>({
      query: () => ({ url: UPLOAD_ROUTES.uploads, method: 'DELETE' }),
      invalidatesTags: ['Upload'],
    }),
  }),
});

export const { useGetUploadsQuery, useClearUploadMutation, useClearFinishedUploadsMutation } = uploadsApi;
