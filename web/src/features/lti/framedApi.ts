import {
  LTI_ROUTES as R,
  type LtiCatalogueCourse,
  type LtiDeepLinkAnswer,
  type LtiDeepLinkRequest,
  type LtiLaunchContext,
  type LtiRosterSyncAnswer,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';

/**
 * What the pages inside a learning platform's frame ask (docs/adr/0042), for the launch that started
 * the caller's session.
 */
export const framedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /lti/context: null for a session no launch started (the usual case), or without a session. */
    getLtiLaunchContext: build.query<LtiLaunchContext | null, void>({
      query: () => ({ url: R.context }),
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
    /** POST /lti/roster-sync: the course's members into its group; the bar says what it did, or why not. */
    syncLtiRoster: build.mutation<LtiRosterSyncAnswer, void>({
      query: () => ({ url: R.rosterSync, method: 'POST', quietStatuses: [403, 503] }),
    }),
  }),
});

export const { useGetLtiLaunchContextQuery, useGetLtiCatalogueQuery, useCreateLtiDeepLinksMutation, useSyncLtiRosterMutation } = framedApi;
