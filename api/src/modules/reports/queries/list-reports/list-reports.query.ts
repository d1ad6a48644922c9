import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type Page, type ReportItem } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { reportListScope, type Actor } from '@cytocampus/permissions';
import { reportPage, type ReportListFilter } from '@cytocampus/projections';
import { searchWords, type ReportListQueryValues } from '@cytocampus/schema';
import { pageAnswer } from '../../../../infra/page.js';
import { SQL } from '../../../../infra/tokens.js';
import { toReportItem } from '../../shared/report-items.js';

export class ListReports extends Query<Page<ReportItem>> {
  constructor(
    readonly viewer: Actor,
    readonly query: ReportListQueryValues,
  ) {
    super();
  }
}

/** The reports the viewer may list (every one, or the own organization's), asked for `orgId` and `reportType`, searched like content lists. */
function reportListFilter(viewer: Actor, query: ReportListQueryValues): ReportListFilter {
  const scope = reportListScope(viewer);
  if (scope === null || (!scope.all && query.orgId !== undefined && query.orgId !== scope.orgId)) throw new DomainError('forbidden', MSG.forbidden);
  return { orgId: scope.all ? query.orgId : scope.orgId, reportType: query.reportType, words: searchWords(query.search) };
}

/** GET /reports: a page of reports, newest first (deleted ones left out). */
@QueryHandler(ListReports)
export class ListReportsHandler implements IQueryHandler<ListReports, Page<ReportItem>> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, query }: ListReports): Promise<Page<ReportItem>> {
    const { rows, total } = await reportPage(this.sql, reportListFilter(viewer, query), query);
    return pageAnswer(
      query,
      total,
      rows.map((row) => toReportItem(viewer, row)),
    );
  }
}
