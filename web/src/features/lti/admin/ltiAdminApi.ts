import {
  LTI_ROUTES as R,
  type LtiGradePassbackList,
  type LtiList,
  type LtiPlatformItem,
  type LtiPlatformList,
  type LtiPlatformRequest,
  type LtiPlatformUpdate,
  type LtiToolKeyList,
} from '@cytocampus/contracts';
import { api } from '../../../http/baseApi';
import { refetchWhenChanged } from '../../../realtime/followCacheEntry';

const ltiTag = (list: LtiList) => ({ type: 'Lti' as const, id: list });
/** The row a list is for the notice rule: the notice names the list (`id`) and its version. */
const listRow = (list: LtiList) => (data: { version: number } | undefined) => (data ? { id: list, version: data.version } : null);
/** Refusals the drawer or a toast shows itself (under a field, or above the form): not the banner's business. */
const SHOWN_BY_THE_PAGE = [400, 404, 409];

/**
 * The LTI administration (docs/adr/0042; super users only). Each list follows its `lti` notices
 * (another tab, another super user, the pass-back loop): a newer version fetches it again; a write
 * refetches it at once, and the key writes answer with the whole list.
 */
export const ltiAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLtiPlatforms: build.query<LtiPlatformList, void>({
      query: () => ({ url: R.platforms }),
      providesTags: [ltiTag('platforms')],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'lti', listRow('platforms'), [ltiTag('platforms')]),
    }),
    registerLtiPlatform: build.mutation<LtiPlatformItem, LtiPlatformRequest>({
      query: (request) => ({ url: R.platforms, method: 'POST', body: request, quietStatuses: SHOWN_BY_THE_PAGE }),
      invalidatesTags: (_r, error) => (error ? [] : [ltiTag('platforms')]),
    }),
    changeLtiPlatform: build.mutation<LtiPlatformItem, { id: string; changes: LtiPlatformUpdate }>({
      query: ({ id, changes }) => ({ url: R.platform(id), method: 'PUT', body: changes, quietStatuses: SHOWN_BY_THE_PAGE }),
      invalidatesTags: (_r, error) => (error ? [] : [ltiTag('platforms')]),
    }),
    removeLtiPlatform: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: R.platform(id), method: 'DELETE', quietStatuses: SHOWN_BY_THE_PAGE }),
      // Its pass-backs leave the list with it.
      invalidatesTags: (_r, error) => (error ? [] : [ltiTag('platforms'), ltiTag('passbacks')]),
    }),
    getLtiKeys: build.query<LtiToolKeyList, void>({
      query: () => ({ url: R.keys }),
      providesTags: [ltiTag('keys')],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'lti', listRow('keys'), [ltiTag('keys')]),
    }),
    /** A new signing key. A key write answers with the key list as it now is, which replaces the cached one without a fetch. */
    addLtiKey: build.mutation<LtiToolKeyList, void>({
      query: () => ({ url: R.keys, method: 'POST', quietStatuses: SHOWN_BY_THE_PAGE }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(ltiAdminApi.util.upsertQueryData('getLtiKeys', undefined, result.data));
      },
    }),
    retireLtiKey: build.mutation<LtiToolKeyList, string>({
      query: (kid) => ({ url: R.key(encodeURIComponent(kid)), method: 'DELETE', quietStatuses: SHOWN_BY_THE_PAGE }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) await dispatch(ltiAdminApi.util.upsertQueryData('getLtiKeys', undefined, result.data));
      },
    }),
    getLtiGradePassbacks: build.query<LtiGradePassbackList, void>({
      query: () => ({ url: R.gradePassbacks }),
      providesTags: [ltiTag('passbacks')],
      onCacheEntryAdded: (_arg, life) => refetchWhenChanged(life, 'lti', listRow('passbacks'), [ltiTag('passbacks')]),
    }),
  }),
});

export const {
  useGetLtiPlatformsQuery,
  useRegisterLtiPlatformMutation,
  useChangeLtiPlatformMutation,
  useRemoveLtiPlatformMutation,
  useGetLtiKeysQuery,
  useAddLtiKeyMutation,
  useRetireLtiKeyMutation,
  useGetLtiGradePassbacksQuery,
} = ltiAdminApi;
