import { ACCOUNT_ROUTES, type Announcement } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The one shared announcement (sanitized HTML); refetched on the announcement:changed push. */
    getAnnouncement: build.query<Announcement, void>({
      query: () => ({ url: ACCOUNT_ROUTES.announcement }),
      providesTags: ['Announcement'],
    }),
  }),
});

export const { useGetAnnouncementQuery } = homeApi;
