import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REPORT_ROUTES, REPORT_TEXT, type ReportFormat } from '@cytocampus/contracts';
import { canReadReport } from '@cytocampus/permissions';
import { reportFileQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { ApiException } from '../../../http/api-exception.js';
import { CSV_TYPE } from '../../../http/csv.js';
import { XLSX_TYPE } from '../../../http/workbook.js';
import { AnswersFile } from '../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../http/file-headers.js';
import { ReportFiles } from '../generation/index.js';
import { ReportItems, reportRefOf } from '../shared/report-items.js';

const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = { xlsx: XLSX_TYPE, csv: CSV_TYPE };

const fileNotFound = (): ApiException => new ApiException(404, REPORT_TEXT.fileNotFound);

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
@UseGuards(SignedInGuard)
export class ReportFilesController {
  constructor(
    private readonly reports: ReportItems,
    private readonly files: ReportFiles,
  ) {}

  /**
   * GET /reports/file/{fileId}?format=csv|xlsx (spec: GET /api/v1/reports/file/{fileId}): a generated
   * report's file, named after the report, to those who may read the report; anything else answers
   * 404 'Report file not found.'. Never cached: who may read it can change, and so can the report.
   */
  @Get('file/:fileId')
  @AnswersFile(Object.values(CONTENT_TYPES), 'The report as an Excel workbook (default), or with `format=csv` as CSV.')
  async download(
    @Actor() actor: Principal,
    @Param('fileId') fileId: string,
    @Query({ schema: reportFileQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { format } = valid(validate(reportFileQuerySchema, query));
    const report = await this.reports.byFileId(fileId);
    if (!report || !canReadReport(ruleActor(actor), reportRefOf(report))) throw fileNotFound();
    const headers = {
      'Content-Type': CONTENT_TYPES[format],
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDisposition(`${report.name}.${format}`, false),
      'Cache-Control': 'private, no-store',
    };
    await new Promise<void>((resolve, reject) => {
      res.sendFile(
        this.files.pathOf(fileId, format),
        { headers, etag: false, lastModified: false, cacheControl: false, dotfiles: 'allow' },
        (error?: Error) => {
          if (!error || res.headersSent) resolve();
          else reject(fileNotFound());
        },
      );
    });
  }
}
