import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REPORT_ROUTES, REPORT_TEXT, type ReportFormat } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { reportFileQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { ApiException } from '../../../http/api-exception.js';
import { CSV_TYPE } from '../../../http/csv.js';
import { XLSX_TYPE } from '../../../http/workbook.js';
import { AnswersFile } from '../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../http/file-headers.js';
import { GetReportFile } from './get-report-file.query.js';

const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = { xlsx: XLSX_TYPE, csv: CSV_TYPE };

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class ReportFilesController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /reports/file/{fileId}?format=csv|xlsx (spec: GET /api/v1/reports/file/{fileId}): a generated
   * report's file, named after the report, to those who may read the report; anything else answers
   * 404 'Report file not found.'. Never cached: who may read it can change, and so can the report.
   */
  @Get('file/:fileId')
  @Authorize(SIGNED_IN)
  @AnswersFile(Object.values(CONTENT_TYPES), 'The report as an Excel workbook (default), or with `format=csv` as CSV.')
  async download(
    @Actor() actor: Principal,
    @Param('fileId') fileId: string,
    @Query({ schema: reportFileQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { format } = valid(validate(reportFileQuerySchema, query));
    const file = await this.queries.execute(new GetReportFile(ruleActor(actor), fileId, format));
    const headers = {
      'Content-Type': CONTENT_TYPES[format],
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDisposition(file.name, false),
      'Cache-Control': 'private, no-store',
    };
    await new Promise<void>((resolve, reject) => {
      res.sendFile(file.path, { headers, etag: false, lastModified: false, cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
        if (!error || res.headersSent) resolve();
        // The report was found but its file is not (yet, or any more) on disk.
        else reject(new ApiException(404, REPORT_TEXT.fileNotFound));
      });
    });
  }
}
