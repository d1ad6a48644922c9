import { ACCOUNT_ROUTES, type Bio, type CurrentUser } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { currentUserReceived } from '../../session/currentUser';

/** `avatar` is the file id of an image the user uploaded ('' removes it). */
export type ProfileChanges = Partial<
  Pick<
    Bio,
    'title' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'alias' | 'lab' | 'profession' | 'years' | 'gender' | 'country' | 'postalCode' | 'avatar'
  >
>;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<CurrentUser, ProfileChanges>({
      query: (body) => ({ url: ACCOUNT_ROUTES.profile, method: 'PUT', body }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(currentUserReceived(result.data));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
