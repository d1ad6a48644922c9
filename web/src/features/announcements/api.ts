import { ACCOUNT_ROUTES, type Announcement, type AnnouncementWrite } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { announcementRow, refetchWhenChanged } from '../../realtime/followCacheEntry';

export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The announcement as the editor starts from it (the home page has its own read of it). */
    getEditableAnnouncement: build.query<Announcement, void>({
      query: () => ({ url: ACCOUNT_ROUTES.announcement }),
      providesTags: ['Announcement'],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'announcement', announcementRow, ['Announcement']),
    }),
    /** PUT /announcement: answers the sanitized announcement; the server pushes it to every tab. */
    saveAnnouncement: build.mutation<Announcement, AnnouncementWrite>({
      query: (body) => ({ url: ACCOUNT_ROUTES.announcement, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(announcementsApi.util.upsertQueryData('getEditableAnnouncement', undefined, result.data));
      },
    }),
  }),
});

export const { useGetEditableAnnouncementQuery, useSaveAnnouncementMutation } = announcementsApi;
