import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AUDIT_ROUTES, type HistoryLine } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { auditHistoryQuerySchema, historyLinesSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { CSV_TYPE, writeCsv, type TableRow } from '../../../../http/csv.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { GetReviewHistory } from './review-history.query.js';

/** The CSV's columns; the slide is numbered from 1, as the sentences number it. */
const HISTORY_COLUMNS = ['Time', 'Kind', 'Slide number', 'Slide', 'Text'] as const;

const historyRowOf = (line: HistoryLine): TableRow => [line.time, line.kind, line.page === null ? null : line.page + 1, line.slide, line.text];

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
export class ReviewHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /audit/reviews/{reviewId}/history?format=json|csv: the replay's events as a file for an
   * inspector (one sentence each; the view samples are left out), to those who may replay it.
   */
  @Get(':reviewId/history')
  @Authorize(SIGNED_IN)
  @Answers(historyLinesSchema, { raw: true, orFiles: [CSV_TYPE] })
  async history(
    @Actor() actor: Principal,
    @Param('reviewId') reviewId: string,
    @Query({ schema: auditHistoryQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { format } = valid(validate(auditHistoryQuerySchema, query));
    const { fileName, lines } = await this.queries.execute(new GetReviewHistory(ruleActor(actor), reviewId, format));
    res.setHeader('Content-Type', format === 'csv' ? CSV_TYPE : 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(fileName, false));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    if (format === 'json') {
      res.send(JSON.stringify(lines, null, 2));
      return;
    }
    await writeCsv(res, HISTORY_COLUMNS, lines.map(historyRowOf));
  }
}
