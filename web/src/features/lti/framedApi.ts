import { LTI_ROUTES as R, type LtiCatalogueCourse, type LtiDeepLinkAnswer, type LtiDeepLinkRequest, type LtiLaunchContext } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

/** What a session no launch started gets: 403 (signed in on our own site), 401 (signed out). */
const NOT_A_LAUNCH = [401, 403];

/**
 * What the pages inside a learning platform's frame ask (docs/adr/0042), for the launch that started
 * the caller's session.
 */
export const framedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /lti/context: null for a session no launch started, the usual case, which is neither logged
     * nor a banner (a query's refusal would raise the store's error banner, so it is an answer here).
     */
    getLtiLaunchContext: build.query<LtiLaunchContext | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: R.context, quietStatuses: NOT_A_LAUNCH });
        if (result.error) return NOT_A_LAUNCH.includes(result.error.status) ? { data: null } : { error: result.error };
        return { data: result.data as LtiLaunchContext };
      },
      // A session's launch never changes: asked once a day at most while the tab lives (a sign-out resets the whole cache).
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    /** GET /lti/catalogue: asked only once the context says this is an instructor's deep-linking launch. */
    getLtiCatalogue: build.query<LtiCatalogueCourse[], void>({
      query: () => ({ url: R.catalogue, quietStatuses: [403] }),
    }),
    /** POST /lti/deep-links: the signed answer the page posts to the platform; a refusal shows on the page. */
    createLtiDeepLinks: build.mutation<LtiDeepLinkAnswer, LtiDeepLinkRequest>({
      query: (body) => ({ url: R.deepLinks, method: 'POST', body, quietStatuses: [400, 403] }),
    }),
  }),
});

export const { useGetLtiLaunchContextQuery, useGetLtiCatalogueQuery, useCreateLtiDeepLinksMutation } = framedApi;
