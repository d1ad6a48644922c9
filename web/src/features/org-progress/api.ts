import {
  API_PREFIX,
  DIRECTORY_ROUTES,
  ORG_PROGRESS_ROUTES as R,
  ORGANIZATION_LIST_LIMIT,
  type NameEntry,
  type OrgProgress,
  type OrgProgressLearner,
  type OrgProgressQuery,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { apiRequest, type QueryValue } from '../../http/request';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { followOrgProgress } from './liveProgress';

/** One organization's page: its filters and paging. */
export interface OrgProgressArgs {
  orgId: string;
  query: OrgProgressQuery;
}

/** The query string: unset filters are left out. */
export function progressParams(query: OrgProgressQuery): Record<string, QueryValue> {
  return {
    groupId: query.groupId || undefined,
    curriculumId: query.curriculumId || undefined,
    search: query.search?.trim() || undefined,
    page: query.page,
    limit: query.limit,
    learnerId: query.learnerId,
    part: query.part,
  };
}

/** Where the export of these filters downloads (every learner, no paging). */
export function exportHref({ orgId, query }: OrgProgressArgs): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(progressParams({ groupId: query.groupId, curriculumId: query.curriculumId, search: query.search })))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return `${API_PREFIX}${R.export(orgId)}${qs ? `?${qs}` : ''}`;
}

async function progressPage(args: OrgProgressArgs, extra: OrgProgressQuery): Promise<OrgProgress | undefined> {
  const result = await apiRequest<OrgProgress>({ url: R.progress(args.orgId), params: progressParams({ ...args.query, ...extra }) });
  return result.ok ? result.data : undefined;
}

/** One learner's row under the page's filters: null when they no longer match, undefined when the fetch failed. */
async function learnerRow(args: OrgProgressArgs, learnerId: string): Promise<OrgProgressLearner | null | undefined> {
  const page = await progressPage(args, { learnerId, part: 'learners', page: 1 });
  return page ? (page.learners[0] ?? null) : undefined;
}

/** The organization progress page (docs/adr/0024); it follows the `progress` notices of its learners. */
export const orgProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrgProgress: build.query<OrgProgress, OrgProgressArgs>({
      query: (args) => ({ url: R.progress(args.orgId), params: progressParams(args.query) }),
      onCacheEntryAdded: (args, life) =>
        followCacheEntry(life, (current) =>
          followOrgProgress(life, current, {
            fetchLearner: (id) => learnerRow(args, id),
            fetchPage: (part) => progressPage(args, { part }),
          }),
        ),
    }),
    /** The organizations an administrator may pick (names only). */
    progressOrganizations: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrgProgressQuery, useProgressOrganizationsQuery } = orgProgressApi;
