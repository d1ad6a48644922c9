import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AUDIT_ROUTES } from '@cytocampus/contracts';
import { auditHistoryQuerySchema, historyLinesSchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { CSV_TYPE, writeCsv } from '../../../../http/csv.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { HISTORY_COLUMNS, historyFileName, historyLinesOf, historyRowOf } from '../../shared/history-lines.js';
import { actorsOf, replayOf } from '../../shared/replay-of.js';

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
@UseGuards(SignedInGuard)
export class ReviewHistoryController {
  constructor(private readonly reviews: AuditedReviews) {}

  /**
   * GET /audit/reviews/{reviewId}/history?format=json|csv: the replay's events as a file for an
   * inspector (one sentence each; the view samples are left out), to those who may replay it.
   */
  @Get(':reviewId/history')
  @Answers(historyLinesSchema, { raw: true, orFiles: [CSV_TYPE] })
  async history(
    @Actor() actor: Principal,
    @Param('reviewId') reviewId: string,
    @Query({ schema: auditHistoryQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { format } = valid(validate(auditHistoryQuerySchema, query));
    const review = await this.reviews.load(ruleActor(actor), reviewId);
    const replay = replayOf(review, await this.reviews.names(actorsOf(review)));
    const lines = historyLinesOf(replay.events, replay.slides);
    res.setHeader('Content-Type', format === 'csv' ? CSV_TYPE : 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(historyFileName(review.row.userName, review.row.itemName, format), false));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    if (format === 'json') {
      res.send(JSON.stringify(lines, null, 2));
      return;
    }
    await writeCsv(res, HISTORY_COLUMNS, lines.map(historyRowOf));
  }
}
