import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateVerification } from '@cytocampus/contracts';
import { IssuedCertificates, verifiedOf } from '../../shared/certificate-rows.js';

/** `code` as the visitor typed it (any case, with or without dashes). */
export class VerifyCertificate extends Query<CertificateVerification> {
  constructor(readonly code: string) {
    super();
  }
}

/** The public verification: valid (with the certificate), revoked (with it and the date), or not-found. */
@QueryHandler(VerifyCertificate)
export class VerifyCertificateHandler implements IQueryHandler<VerifyCertificate, CertificateVerification> {
  constructor(private readonly issued: IssuedCertificates) {}

  async execute({ code }: VerifyCertificate): Promise<CertificateVerification> {
    const row = await this.issued.byTypedCode(code);
    if (!row) return { status: 'not-found' };
    return { status: row.revoked_at ? 'revoked' : 'valid', certificate: verifiedOf(row) };
  }
}
