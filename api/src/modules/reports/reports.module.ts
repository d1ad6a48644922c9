import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { DeleteReportHandler } from './commands/delete-report/delete-report.command.js';
import { DeleteReportController } from './commands/delete-report/delete-report.controller.js';
import { RequestReportHandler } from './commands/request-report/request-report.command.js';
import { RequestReportController } from './commands/request-report/request-report.controller.js';
import { RetryReportHandler } from './commands/retry-report/retry-report.command.js';
import { RetryReportController } from './commands/retry-report/retry-report.controller.js';
import { GetReportFileHandler } from './files/get-report-file.query.js';
import { ReportFilesController } from './files/report-files.controller.js';
import { REPORT_GENERATION_PROVIDERS } from './generation/index.js';
import { ReportNotices } from './live/report-notices.js';
import { GetReportController } from './queries/get-report/get-report.controller.js';
import { GetReportHandler } from './queries/get-report/get-report.query.js';
import { ListReportsController } from './queries/list-reports/list-reports.controller.js';
import { ListReportsHandler } from './queries/list-reports/list-reports.query.js';
import { ReportItems } from './shared/report-items.js';
import { WEEKLY_REPORT_PROVIDERS } from './weekly/index.js';

/**
 * Reports (spec part 3 "Reports", "Report", sections 5 and 7; docs/adr/0028): asked for, listed,
 * read, deleted and retried here; generated in the background (`generation`) with their progress
 * pushed live (`live`), and downloaded as .xlsx or CSV (`files`); managers' weekly organization
 * e-mail (`weekly`).
 */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [ListReportsController, ReportFilesController, GetReportController, RequestReportController, RetryReportController, DeleteReportController],
  providers: [
    ReportItems,
    ReportNotices,
    ListReportsHandler,
    GetReportHandler,
    GetReportFileHandler,
    RequestReportHandler,
    RetryReportHandler,
    DeleteReportHandler,
    ...REPORT_GENERATION_PROVIDERS,
    ...WEEKLY_REPORT_PROVIDERS,
  ],
})
export class ReportsModule {}
