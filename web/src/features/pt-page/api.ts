import {
  API_PREFIX,
  DIRECTORY_ROUTES,
  ORGANIZATION_LIST_LIMIT,
  PT_LADDER_ROUTES as R,
  ptStatusNoticeId,
  type NameEntry,
  type PtEducationRequest,
  type PtOrgPage,
  type PtPersonStatus,
  type PtRemediationRequest,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry, refetchWhenChanged } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';
import { clockOffsetOf } from './useServerNow';

/** A burst of ptStatus notices (a batch of gradings) asks the page again once. */
export const PAGE_REFETCH_MS = 500;

/** The page's filters: the organization, the year, the group, paging. */
export interface PtPageArgs {
  orgId: string;
  year: number;
  groupId?: string;
  page?: number;
  limit?: number;
}

/** The query string: unset filters are left out. */
export const ptPageParams = ({ year, groupId, page, limit }: Omit<PtPageArgs, 'orgId'>) => ({ year, groupId: groupId || undefined, page, limit });

/** Where the Excel export of these filters downloads (everyone, no paging). */
export function ptExportHref({ orgId, year, groupId }: PtPageArgs): string {
  const search = new URLSearchParams({ year: String(year) });
  if (groupId) search.set('groupId', groupId);
  return `${API_PREFIX}${R.export(orgId)}?${search.toString()}`;
}

/** The page with the offset of the server's clock (its `now`) to this browser's, for the countdowns. */
export type PtPageData = PtOrgPage & { clockOffset: number };

/** One person's year on the ladder. */
export interface PtPersonArgs {
  userId: string;
  year: number;
}

const personTag = ({ userId, year }: PtPersonArgs) => ({ type: 'PtStatus' as const, id: ptStatusNoticeId(userId, year) });

/**
 * The managers' PT page (issue 30 section 4, docs/adr/0035). The page refetches itself once after
 * ptStatus notices (its counts span the organization, so a row patch would leave them stale); a
 * person's detail refetches when its own row's version moves.
 */
export const ptPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPtPage: build.query<PtPageData, PtPageArgs>({
      query: ({ orgId, ...rest }) => ({ url: R.page(orgId), params: ptPageParams(rest) }),
      transformResponse: (page: PtOrgPage) => ({ ...page, clockOffset: clockOffsetOf(page.now, Date.now()) }),
      providesTags: [{ type: 'PtStatus', id: 'LIST' }],
      onCacheEntryAdded: (_args, life) =>
        followCacheEntry(life, () =>
          refetchOnNotices(
            liveEvents,
            (notice) => notice.model === 'ptStatus',
            () => void life.dispatch(api.util.invalidateTags([{ type: 'PtStatus', id: 'LIST' }])),
            PAGE_REFETCH_MS,
          ),
        ),
    }),
    getPtPerson: build.query<PtPersonStatus, PtPersonArgs>({
      query: ({ userId, year }) => ({ url: R.person(userId, year) }),
      providesTags: (_r, _e, args) => [personTag(args)],
      onCacheEntryAdded: (args, life) =>
        refetchWhenChanged(life, 'ptStatus', (data) => (data ? { id: ptStatusNoticeId(args.userId, args.year), version: data.version } : null), [
          personTag(args),
        ]),
    }),
    recordRemediation: build.mutation<PtPersonStatus, PtPersonArgs & { body: PtRemediationRequest }>({
      query: ({ userId, year, body }) => ({ url: R.remediation(userId, year), method: 'POST', body }),
      invalidatesTags: (_r, error, args) => (error ? [] : [personTag(args), { type: 'PtStatus', id: 'LIST' }]),
    }),
    recordEducation: build.mutation<PtPersonStatus, PtPersonArgs & { body: PtEducationRequest }>({
      query: ({ userId, year, body }) => ({ url: R.education(userId, year), method: 'POST', body }),
      invalidatesTags: (_r, error, args) => (error ? [] : [personTag(args), { type: 'PtStatus', id: 'LIST' }]),
    }),
    /** The organizations an administrator may pick (names only). */
    ptOrganizations: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const { useGetPtPageQuery, useGetPtPersonQuery, useRecordRemediationMutation, useRecordEducationMutation, usePtOrganizationsQuery } = ptPageApi;
