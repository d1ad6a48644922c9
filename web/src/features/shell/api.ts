import { ACCOUNT_ROUTES, TERMS_VERSION, type CurrentUser, type Organization } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { currentUserReceived } from '../../session/currentUser';

export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's own organization, or null while they wait for one. */
    getMyOrganization: build.query<Organization | null, void>({
      query: () => ({ url: ACCOUNT_ROUTES.organization }),
      providesTags: ['Organization'],
    }),
    /** Accepts the current terms of use. */
    acceptTerms: build.mutation<CurrentUser, void>({
      query: () => ({ url: ACCOUNT_ROUTES.terms, method: 'POST', body: { version: TERMS_VERSION } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(currentUserReceived(result.data));
      },
    }),
  }),
});

export const { useGetMyOrganizationQuery, useAcceptTermsMutation } = shellApi;
