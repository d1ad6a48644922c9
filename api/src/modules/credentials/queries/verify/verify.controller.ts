import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CERTIFICATE_MSG, CREDENTIAL_MEDIA_TYPE, tooManyVerifications, type CertificateVerification, type CredentialKeySet } from '@cytocampus/contracts';
import { normalizeCertificateCode } from '@cytocampus/domain';
import { certificateVerificationSchema, credentialKeySetSchema } from '@cytocampus/schema';
import type { CertificateRow } from '@cytocampus/projections';
import type { Config } from '../../../../infra/config.js';
import { ApiException } from '../../../../http/api-exception.js';
import { RawResponse } from '../../../../http/envelope.interceptor.js';
import type { Allowance, RateLimits } from '../../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../../infra/tokens.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { CredentialKeys } from '../../credential/credential-keys.js';
import { openBadgeCredential } from '../../credential/open-badge.js';
import { IssuedCertificates, issuedDataOf, verifiedOf } from '../../shared/certificate-rows.js';

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
    private readonly issued: IssuedCertificates,
    private readonly keys: CredentialKeys,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** GET /verify/keys: the public keys that verify the credentials, as a JWK set. */
  @Get('keys')
  @RawResponse()
  @Answers(credentialKeySetSchema, { raw: true })
  keySet(@Res({ passthrough: true }) res: Response): CredentialKeySet {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    return this.keys.keySet;
  }

  /** GET /verify/{code}: valid (with the certificate), revoked (with it and the date), or not-found. */
  @Get(':code')
  @Answers(certificateVerificationSchema)
  @ApiResponse({ status: 429, description: 'Too many verification requests from this address.' })
  async verify(@Param('code') code: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CertificateVerification> {
    const row = await this.lookUp(code, req, res);
    if (!row) return { status: 'not-found' };
    return { status: row.revoked_at ? 'revoked' : 'valid', certificate: verifiedOf(row) };
  }

  /** GET /verify/{code}/credential: the certificate as an Open Badges 3.0 credential (VC-JWT); 410 once revoked. */
  @Get(':code/credential')
  @AnswersFile(CREDENTIAL_MEDIA_TYPE, 'An OpenBadgeCredential as a VC-JWT (EdDSA), verifiable with the keys at /verify/keys.')
  @ApiResponse({ status: 404, description: CERTIFICATE_MSG.credentialNotFound })
  @ApiResponse({ status: 410, description: CERTIFICATE_MSG.credentialRevoked })
  async credential(@Param('code') code: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const row = await this.lookUp(code, req, res);
    if (!row) throw new ApiException(404, CERTIFICATE_MSG.credentialNotFound);
    if (row.revoked_at) throw new ApiException(410, CERTIFICATE_MSG.credentialRevoked);
    const jwt = await this.keys.sign(openBadgeCredential(issuedDataOf(row), this.config.publicUrl));
    res.setHeader('Content-Type', CREDENTIAL_MEDIA_TYPE);
    res.setHeader('Content-Disposition', contentDisposition(`P.A.C.E. certificate ${row.code}.jwt`, false));
    // Bytes, so that no charset is added to the media type.
    res.send(Buffer.from(jwt, 'ascii'));
  }

  /** Spends one of the address's verifications (429 with Retry-After when spent), then finds the certificate. */
  private async lookUp(code: string, req: Request, res: Response): Promise<CertificateRow | null> {
    const use = await this.limits.use('verifyCertificate', req.ip ?? 'unknown', VERIFY_ALLOWANCE);
    if (!use.allowed) {
      const seconds = Math.max(1, Math.ceil(use.retryAfterMs / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new ApiException(429, tooManyVerifications(seconds));
    }
    res.setHeader('Cache-Control', 'no-store');
    const normalized = normalizeCertificateCode(code);
    return normalized ? this.issued.byCode(normalized) : null;
  }
}
