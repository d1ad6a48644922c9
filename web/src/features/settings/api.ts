import { ACCOUNT_ROUTES, type CurrentUser, type LogoutAnswer, type Preferences } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { currentUserReceived } from '../../session/currentUser';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a batch of changed preferences; the answer is the updated user. */
    updatePreferences: build.mutation<CurrentUser, Partial<Preferences>>({
      query: (changes) => ({ url: ACCOUNT_ROUTES.prefs, method: 'PUT', body: changes }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(currentUserReceived(data));
      },
    }),
    /** Ends every session of the user; the server pushes session:ended to the other tabs and devices. Answered as sign-out is (LogoutAnswer). */
    logoutEverywhere: build.mutation<LogoutAnswer, void>({
      query: () => ({ url: ACCOUNT_ROUTES.logoutEverywhere, method: 'POST' }),
    }),
  }),
});

export const { useLogoutEverywhereMutation } = settingsApi;
