import {
  IDENTITY_PROVIDER_ROUTES as R,
  type IdentityProviderItem,
  type IdentityProviderList,
  type IdentityProviderRequest,
  type IdentityProviderUpdate,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { refetchWhenChanged } from '../../realtime/followCacheEntry';

const providersTag = (orgId: string) => ({ type: 'IdentityProviders' as const, id: orgId });
/** Refusals the forms show themselves (under a field, or above the form): not the banner's business. */
const SHOWN_BY_THE_FORM = [400, 404, 409];

/**
 * An organization's identity providers and its sign-in policy (docs/adr/0041; super users only).
 * The list follows its `identityProviders` notices: a newer version (another tab, another super user)
 * fetches it again; a write refetches it at once.
 */
export const identityProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIdentityProviders: build.query<IdentityProviderList, string>({
      query: (orgId) => ({ url: R.list(orgId) }),
      providesTags: (_r, _e, orgId) => [providersTag(orgId)],
      onCacheEntryAdded: (orgId, life) =>
        refetchWhenChanged(life, 'identityProviders', (list) => (list ? { id: list.orgId, version: list.version } : null), [providersTag(orgId)]),
    }),
    addIdentityProvider: build.mutation<IdentityProviderItem, { orgId: string; request: IdentityProviderRequest }>({
      query: ({ orgId, request }) => ({ url: R.list(orgId), method: 'POST', body: request, quietStatuses: SHOWN_BY_THE_FORM }),
      invalidatesTags: (_r, error, { orgId }) => (error ? [] : [providersTag(orgId)]),
    }),
    updateIdentityProvider: build.mutation<IdentityProviderItem, { orgId: string; id: string; changes: IdentityProviderUpdate }>({
      query: ({ orgId, id, changes }) => ({ url: R.one(orgId, id), method: 'PUT', body: changes, quietStatuses: SHOWN_BY_THE_FORM }),
      invalidatesTags: (_r, error, { orgId }) => (error ? [] : [providersTag(orgId)]),
    }),
    removeIdentityProvider: build.mutation<{ success: true }, { orgId: string; id: string }>({
      query: ({ orgId, id }) => ({ url: R.one(orgId, id), method: 'DELETE', quietStatuses: SHOWN_BY_THE_FORM }),
      invalidatesTags: (_r, error, { orgId }) => (error ? [] : [providersTag(orgId)]),
    }),
    /** Whether members below admin must sign in through a provider; the answer is the whole list. */
    changeSignInPolicy: build.mutation<IdentityProviderList, { orgId: string; providerRequired: boolean }>({
      query: ({ orgId, providerRequired }) => ({ url: R.policy(orgId), method: 'PUT', body: { providerRequired }, quietStatuses: SHOWN_BY_THE_FORM }),
      async onQueryStarted({ orgId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(identityProvidersApi.util.upsertQueryData('getIdentityProviders', orgId, result.data));
      },
    }),
  }),
});

export const {
  useGetIdentityProvidersQuery,
  useAddIdentityProviderMutation,
  useUpdateIdentityProviderMutation,
  useRemoveIdentityProviderMutation,
  useChangeSignInPolicyMutation,
} = identityProvidersApi;
