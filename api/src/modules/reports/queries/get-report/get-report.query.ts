import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReportItem } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { ReportItems } from '../../shared/report-items.js';

export class GetReport extends Query<ReportItem> {
  constructor(
    readonly viewer: Actor,
    readonly reportId: string,
  ) {
    super();
  }
}

/** One report to those who may read it; unknown, deleted and unreadable ones are not found alike. */
@QueryHandler(GetReport)
export class GetReportHandler implements IQueryHandler<GetReport, ReportItem> {
  constructor(private readonly reports: ReportItems) {}

  execute({ viewer, reportId }: GetReport): Promise<ReportItem> {
    return this.reports.item(viewer, reportId);
  }
}
