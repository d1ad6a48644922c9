import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REPORT_TEXT, type ReportFormat } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { canReadReport, type Actor } from '@cytocampus/permissions';
import { ReportFiles } from '../generation/index.js';
import { ReportItems, reportRefOf } from '../shared/report-items.js';

/** Where a generated report's file lies, and the name it is downloaded under. */
export interface ReportFileToSend {
  path: string;
  name: string;
}

export class GetReportFile extends Query<ReportFileToSend> {
  constructor(
    readonly viewer: Actor,
    readonly fileId: string,
    readonly format: ReportFormat,
  ) {
    super();
  }
}

/** A report's file, named after the report, to those who may read the report; anything else is not found. */
@QueryHandler(GetReportFile)
export class GetReportFileHandler implements IQueryHandler<GetReportFile, ReportFileToSend> {
  constructor(
    private readonly reports: ReportItems,
    private readonly files: ReportFiles,
  ) {}

  async execute({ viewer, fileId, format }: GetReportFile): Promise<ReportFileToSend> {
    const report = await this.reports.byFileId(fileId);
    if (!report || !canReadReport(viewer, reportRefOf(report))) throw new DomainError('not_found', REPORT_TEXT.fileNotFound);
    return { path: this.files.pathOf(fileId, format), name: `${report.name}.${format}` };
  }
}
