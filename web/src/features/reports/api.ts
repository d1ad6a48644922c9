import {
  DIRECTORY_ROUTES,
  ORGANIZATION_LIST_LIMIT,
  REPORT_ROUTES,
  type NameEntry,
  type Page,
  type ReportItem,
  type ReportListQuery,
} from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { fetchRow } from '../../realtime/followCacheEntry';
import { followReport, followReportList } from './followReports';
import { liveReport, mergeFetchedPage, mergeFetchedReport, type LiveReport } from './liveReports';

const LIST_TAG = { type: 'Report' as const, id: 'LIST' };
const reportTag = (id: string) => ({ type: 'Report' as const, id });

/** The report calls (spec part 3 section 7 "Reports"; routes in REPORT_ROUTES). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reports: a page of reports (every one, or an organization's with orgId); the rows follow their notices. */
    listReports: build.query<Page<LiveReport>, ReportListQuery>({
      query: (query) => ({ url: REPORT_ROUTES.reports, params: { ...query, search: query.search || undefined } }),
      transformResponse: (page: Page<ReportItem>) => ({ ...page, items: page.items.map(liveReport) }),
      merge: mergeFetchedPage,
      providesTags: [LIST_TAG],
      onCacheEntryAdded: (query, life) =>
        followReportList(life, {
          refetch: () => void life.dispatch(reportsApi.endpoints.listReports.initiate(query, { subscribe: false, forceRefetch: true })),
          fetchReport: (id) => fetchRow<ReportItem>(REPORT_ROUTES.report(id)),
        }),
    }),
    /** GET /reports/{id}: the page says 'Report not found.' for a 404 (gone, or not the reader's). */
    getReport: build.query<LiveReport, string>({
      query: (id) => ({ url: REPORT_ROUTES.report(id), quietStatuses: [404] }),
      transformResponse: liveReport,
      merge: mergeFetchedReport,
      providesTags: (_report, _error, id) => [reportTag(id)],
      onCacheEntryAdded: (id, life) => followReport(id, life, { refetch: () => void life.dispatch(api.util.invalidateTags([reportTag(id)])) }),
    }),
    /**
     * POST /reports: the multipart form (reportFormData). The report's page shows the answer at once
     * (and asks again when it opens, for what its notices said meanwhile).
     */
    createReport: build.mutation<ReportItem, FormData>({
      query: (body) => ({ url: REPORT_ROUTES.reports, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const report = await queryFulfilled.then((result) => result.data).catch(() => null);
        if (report) await dispatch(reportsApi.util.upsertQueryData('getReport', report.id, liveReport(report)));
      },
      invalidatesTags: (report) => (report ? [LIST_TAG] : []),
    }),
    deleteReport: build.mutation<unknown, string>({
      query: (id) => ({ url: REPORT_ROUTES.report(id), method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : [LIST_TAG]),
    }),
    /** POST /reports/{id}/retry (ours): a failed report queued again. */
    retryReport: build.mutation<ReportItem, string>({
      query: (id) => ({ url: REPORT_ROUTES.retry(id), method: 'POST', body: {} }),
      invalidatesTags: (_answer, error, id) => (error ? [] : [reportTag(id), LIST_TAG]),
    }),
    /** The organizations the form offers: every one with readOrganization, else the own one (names only). */
    reportOrganizations: build.query<NameEntry[], void>({
      query: () => ({ url: DIRECTORY_ROUTES.organizations, params: { names: 1, limit: ORGANIZATION_LIST_LIMIT } }),
      providesTags: [{ type: 'Organization', id: 'LIST' }],
    }),
    /** An organization's groups (names only). */
    reportGroups: build.query<NameEntry[], string>({
      query: (orgId) => ({ url: DIRECTORY_ROUTES.groups, params: { names: 1, orgId } }),
      providesTags: [{ type: 'Group', id: 'LIST' }],
    }),
  }),
});

export const {
  useListReportsQuery,
  useGetReportQuery,
  useCreateReportMutation,
  useDeleteReportMutation,
  useRetryReportMutation,
  useReportOrganizationsQuery,
  useReportGroupsQuery,
} = reportsApi;
