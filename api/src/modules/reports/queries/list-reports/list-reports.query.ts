import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type Page, type ReportItem } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { reportListScope, type Actor } from '@cytocampus/permissions';
import { searchWords, type ReportListQueryValues } from '@cytocampus/schema';
import { pageOf } from '../../../../infra/page.js';
import { containing, SqlFilter } from '../../../../infra/sql-filter.js';
import { SQL } from '../../../../infra/tokens.js';
import { REPORT_SELECT, toReportItem, type ReportRow } from '../../shared/report-items.js';

export class ListReports extends Query<Page<ReportItem>> {
  constructor(
    readonly viewer: Actor,
    readonly query: ReportListQueryValues,
  ) {
    super();
  }
}

/** The reports the viewer may list (every one, or the own organization's), asked for `orgId` and `reportType`, searched like content lists. */
function reportListFilter(viewer: Actor, query: ReportListQueryValues): SqlFilter {
  const scope = reportListScope(viewer);
  if (scope === null || (!scope.all && query.orgId !== undefined && query.orgId !== scope.orgId)) throw new DomainError('forbidden', MSG.forbidden);
  const orgId = scope.all ? query.orgId : scope.orgId;
  const filter = new SqlFilter().add('not r.deleted');
  if (orgId !== undefined) filter.add('r.org_id = ?', orgId);
  if (query.reportType !== undefined) filter.add('r.report_type = ?', query.reportType);
  // Every word in the name, or every word among the tags (spec part 3 "Generic content list").
  const words = searchWords(query.search);
  if (words.length > 0)
    filter.add(`(${words.map(() => 'lower(r.name) like ?').join(' and ')}) or r.tags @> ?::jsonb`, ...words.map(containing), JSON.stringify(words));
  return filter;
}

/** GET /reports: a page of reports, newest first (deleted ones left out). */
@QueryHandler(ListReports)
export class ListReportsHandler implements IQueryHandler<ListReports, Page<ReportItem>> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, query }: ListReports): Promise<Page<ReportItem>> {
    const filter = reportListFilter(viewer, query);
    const page = await pageOf<ReportRow, ReportItem>(
      this.sql,
      REPORT_SELECT,
      'reports r',
      filter,
      query,
      (row) => toReportItem(viewer, row),
      undefined,
      'r.created desc, r.id',
    );
    // Reports have no name list (the query has no `names`): always a page.
    if (Array.isArray(page)) throw new Error('a report list answered names');
    return page;
  }
}
