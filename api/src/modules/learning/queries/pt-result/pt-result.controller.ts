import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PT_ROUTES, REVIEW_MSG, tooManyVerifications, type PtResult, type PtVerification } from '@cytocampus/contracts';
import { normalizeCertificateCode } from '@cytocampus/domain';
import { ptResultSchema, ptVerificationSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import type { Config } from '../../../../infra/config.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { Allowance, RateLimits } from '../../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../../infra/tokens.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { ProficiencyResults } from '../../shared/proficiency-results.js';
import { ReviewRoutes } from '../../shared/review-routes.js';
import { renderPtResultPdf } from './pt-result-pdf.js';

/** As the certificates' check: plenty for a person, nothing like what guessing 140-bit codes would need. */
const VERIFY_ALLOWANCE: Allowance = { points: 30, duration: 60 };

@ReviewRoutes('test')
export class PtResultController {
  constructor(
    private readonly results: ProficiencyResults,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** GET /tests/{id}/review/{reviewId}/result (ours, issue 30): a submitted proficiency test's result; its examinee's, or for those who may read them. */
  @Get(':id/review/:reviewId/result')
  @Answers(ptResultSchema)
  async result(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string): Promise<PtResult> {
    return this.of(actor, id, reviewId);
  }

  /** GET /tests/{id}/review/{reviewId}/result.pdf: the same result, printable, with its verification code. */
  @Get(':id/review/:reviewId/result.pdf')
  @AnswersFile('application/pdf', 'The proficiency test result (PDF).')
  async pdf(@Actor() actor: Principal, @Param('id') id: string, @Param('reviewId') reviewId: string, @Res() res: Response): Promise<void> {
    const result = await this.of(actor, id, reviewId);
    const pdf = await renderPtResultPdf(result, `${this.config.publicUrl}${PT_ROUTES.verify(result.code)}`);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(`Proficiency test result ${result.code}.pdf`, false));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  }

  private async of(actor: Principal, testId: string, reviewId: string): Promise<PtResult> {
    const result = await this.results.resultFor(actor, reviewId);
    if (result.itemId !== testId) throw new ApiException(404, REVIEW_MSG.notFound);
    return result;
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
    private readonly results: ProficiencyResults,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  @Get(':code')
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
    const normalized = normalizeCertificateCode(code);
    const result = normalized ? await this.results.byCode(normalized) : null;
    if (!result) return { status: 'not-found' };
    const { holderName, testName, grid, size, submittedAt, score, passed } = result;
    return { status: 'valid', result: { holderName, testName, grid, size, submittedAt, score, passed, code: result.code } };
  }
}
