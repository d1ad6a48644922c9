import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { tooManyVerifications, type PtResult, type PtVerification } from '@cytocampus/contracts';
import { ANYONE, SIGNED_IN } from '@cytocampus/permissions';
import { ptResultSchema, ptVerificationSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { Allowance, RateLimits } from '../../../../infra/rate-limits.js';
import { RATE_LIMITS } from '../../../../infra/tokens.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { ReviewRoutes } from '../../shared/review-routes.js';
import { GetPtResultPdf } from './pt-result-pdf.query.js';
import { GetPtResult } from './pt-result.query.js';
import { VerifyPtResult } from './verify-pt-result.query.js';

/** As the certificates' check: plenty for a person, nothing like what guessing 140-bit codes would need. */
const VERIFY_ALLOWANCE: Allowance = { points: 30, duration: 60 };

@ReviewRoutes('test')
export class PtResultController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /tests/{id}/review/{reviewId}/result (ours, issue 30): a submitted proficiency test's result; its examinee's, or for those who may read them. */
  @Get(':id/review/:reviewId/result')
  @Authorize(SIGNED_IN)
  @Answers(ptResultSchema)
  result(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string): Promise<PtResult> {
    return this.queries.execute(new GetPtResult(actor, id, reviewId));
  }

  /** GET /tests/{id}/review/{reviewId}/result.pdf: the same result, printable, with its verification code. */
  @Get(':id/review/:reviewId/result.pdf')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/pdf', 'The proficiency test result (PDF).')
  async pdf(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string, @Res() res: Response): Promise<void> {
    const { fileName, pdf } = await this.queries.execute(new GetPtResultPdf(actor, id, reviewId));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(fileName, false));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  }
}

/**
 * The public check of a printed proficiency test result (docs/adr/0035): its own path beside the
 * certificates' (/verify/pt/{code}), the same rate limit per address, no sign-in, never cached.
 */
@ApiTags('credentials')
@Controller('verify/pt')
export class PtVerifyController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  @Get(':code')
  @Authorize(ANYONE)
  @Answers(ptVerificationSchema)
  @ApiResponse({ status: 429, description: 'Too many verification requests from this address.' })
  async verify(@Param('code') code: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PtVerification> {
    const use = await this.limits.use('verifyCertificate', req.ip ?? 'unknown', VERIFY_ALLOWANCE);
    if (!use.allowed) {
      const seconds = Math.max(1, Math.ceil(use.retryAfterMs / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new ApiException(429, tooManyVerifications(seconds));
    }
    res.setHeader('Cache-Control', 'no-store');
    return this.queries.execute(new VerifyPtResult(code));
  }
}
