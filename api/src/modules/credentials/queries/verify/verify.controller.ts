import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CERTIFICATE_MSG, CREDENTIAL_MEDIA_TYPE, tooManyVerifications, type CertificateVerification, type CredentialKeySet } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { certificateVerificationSchema, credentialKeySetSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { ApiException } from '../../../../http/api-exception.js';
import { RawResponse } from '../../../../http/envelope.interceptor.js';
import type { Allowance, RateLimits } from '../../../../infra/rate-limits.js';
import { RATE_LIMITS } from '../../../../infra/tokens.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { GetCertificateCredential } from '../certificate-credential/certificate-credential.query.js';
import { GetCredentialKeySet } from '../credential-key-set/credential-key-set.query.js';
import { VerifyCertificate } from './verify.query.js';

/**
 * Verifications per client address and minute: plenty for a person checking a pile of certificates,
 * and nothing like what guessing would need (codes carry 140 random bits anyway).
 */
export const VERIFY_ALLOWANCE: Allowance = { points: 30, duration: 60 };

/**
 * The public verification of a certificate (docs/adr/0026): no sign-in, rate limited per client
 * address, never cached (a revocation shows at once). It shows the whole certificate, so a PDF
 * edited after printing cannot pass for the one issued, and nothing of its holder beyond the name on it.
 */
@ApiTags('credentials')
@Controller('verify')
export class VerifyController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  /** GET /verify/keys: the public keys that verify the credentials, as a JWK set. */
  @Get('keys')
  @Authorize(ANYONE)
  @RawResponse()
  @Answers(credentialKeySetSchema, { raw: true })
  keySet(@Res({ passthrough: true }) res: Response): Promise<CredentialKeySet> {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    return this.queries.execute(new GetCredentialKeySet());
  }

  /** GET /verify/{code}: valid (with the certificate), revoked (with it and the date), or not-found. */
  @Get(':code')
  @Authorize(ANYONE)
  @Answers(certificateVerificationSchema)
  @ApiResponse({ status: 429, description: 'Too many verification requests from this address.' })
  async verify(@Param('code') code: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CertificateVerification> {
    await this.spendVerification(req, res);
    return this.queries.execute(new VerifyCertificate(code));
  }

  /** GET /verify/{code}/credential: the certificate as an Open Badges 3.0 credential (VC-JWT); 410 once revoked. */
  @Get(':code/credential')
  @Authorize(ANYONE)
  @AnswersFile(CREDENTIAL_MEDIA_TYPE, 'An OpenBadgeCredential as a VC-JWT (EdDSA), verifiable with the keys at /verify/keys.')
  @ApiResponse({ status: 404, description: CERTIFICATE_MSG.credentialNotFound })
  @ApiResponse({ status: 410, description: CERTIFICATE_MSG.credentialRevoked })
  async credential(@Param('code') code: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.spendVerification(req, res);
    const credential = await this.queries.execute(new GetCertificateCredential(code));
    if (credential.status === 'not-found') throw new ApiException(404, CERTIFICATE_MSG.credentialNotFound);
    if (credential.status === 'revoked') throw new ApiException(410, CERTIFICATE_MSG.credentialRevoked);
    res.setHeader('Content-Type', CREDENTIAL_MEDIA_TYPE);
    res.setHeader('Content-Disposition', contentDisposition(`P.A.C.E. certificate ${credential.code}.jwt`, false));
    // Bytes, so that no charset is added to the media type.
    res.send(Buffer.from(credential.jwt, 'ascii'));
  }

  /** Spends one of the address's verifications (429 with Retry-After when spent); the answer is never cached. */
  private async spendVerification(req: Request, res: Response): Promise<void> {
    const use = await this.limits.use('verifyCertificate', req.ip ?? 'unknown', VERIFY_ALLOWANCE);
    if (!use.allowed) {
      const seconds = Math.max(1, Math.ceil(use.retryAfterMs / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new ApiException(429, tooManyVerifications(seconds));
    }
    res.setHeader('Cache-Control', 'no-store');
  }
}
