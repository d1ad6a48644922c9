import { Body, Controller, HttpCode, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REPORT_ROUTES, type ReportItem } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { findUnsafeInput, parseReportRequest, reportItemSchema, reportRequestSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RequestReport } from './request-report.command.js';

/** A report form holds a dozen short fields and no file; the organization filter is the longest (REPORT_LIMITS.filterOrgs). */
const FORM_LIMITS = { fields: 20, fieldSize: 1024 * 1024, parts: 20, files: 0 };

@ApiTags('reports')
@Controller(REPORT_ROUTES.reports.slice(1))
export class RequestReportController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * POST /reports: a multipart form (spec) or JSON {name, reportType, kind, target, options,
   * filters, filterOrgs, description, tags, id}; answers the report, QUEUED.
   */
  @Post()
  // Signed in only: the body is checked before who may report on what (the API document's bounds hold for every caller).
  @Authorize(SIGNED_IN)
  @UseInterceptors(NoFilesInterceptor({ limits: FORM_LIMITS }))
  @ApiConsumes('multipart/form-data', 'application/json')
  @HttpCode(200)
  @Answers(reportItemSchema)
  request(@Actor() actor: Principal, @Body({ schema: reportRequestSchema }) body: unknown, @Req() req: Request): Promise<ReportItem> {
    // A form's fields are read here, after the edge's check of JSON bodies (http/unsafe-input.ts): the same rule for them.
    const unsafe = findUnsafeInput(body ?? {});
    if (unsafe) throw ApiException.invalid([unsafe]);
    const parsed = parseReportRequest(body);
    if (parsed.ignoredFilterOrgs)
      // Spec part 3 section 5: an organization filter that is not valid JSON is logged as an error and treated as empty.
      this.logger.error(
        { userId: actor.userId, filterOrgs: parsed.ignoredFilterOrgs.text, reason: parsed.ignoredFilterOrgs.reason },
        'report filterOrgs ignored',
      );
    return this.commands.execute(new RequestReport(actor, valid(parsed), actorContext(actor, requestId(req))));
  }
}
