import { UPLOAD_ROUTES, type UploadEntry } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's recent uploads; `upload:changed` pushes invalidate it. */
    getUploads: build.query<UploadEntry[], void>({
      query: () => UPLOAD_ROUTES.uploads,
      providesTags: ['Upload'],
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
