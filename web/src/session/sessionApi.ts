import { ACCOUNT_ROUTES, type CurrentUser, type LogoutAnswer } from '@cytocampus/contracts';
import { api } from '../http/baseApi';
import { refetchWhenChanged } from '../realtime/followCacheEntry';

/** The signed-in user, shared by every area: null means signed out (GET /user answered 401). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: ACCOUNT_ROUTES.user, quietStatuses: [401] });
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as CurrentUser };
      },
      providesTags: ['CurrentUser'],
      // The record changed in another tab or by an administrator: fetch it again.
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'user', (user) => user ?? null, ['CurrentUser']),
    }),
    /** Ends this browser's session (GET, as the spec's client does); after a provider's sign-in, the answer says where to end its session too. */
    logout: build.mutation<LogoutAnswer, void>({
      query: () => ({ url: ACCOUNT_ROUTES.logout }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;
