import { ACCOUNT_ROUTES, type Announcement } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { announcementRow, refetchWhenChanged } from '../../realtime/followCacheEntry';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The one shared announcement (sanitized HTML); refetched when its notice says it changed. */
    getAnnouncement: build.query<Announcement, void>({
      query: () => ({ url: ACCOUNT_ROUTES.announcement }),
      providesTags: ['Announcement'],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'announcement', announcementRow, ['Announcement']),
    }),
  }),
});

export const { useGetAnnouncementQuery } = homeApi;
