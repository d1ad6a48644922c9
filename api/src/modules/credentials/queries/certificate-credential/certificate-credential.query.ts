import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Config } from '../../../../infra/config.js';
import { CONFIG } from '../../../../infra/tokens.js';
import { CredentialKeys } from '../../credential/credential-keys.js';
import { openBadgeCredential } from '../../credential/open-badge.js';
import { IssuedCertificates, issuedDataOf } from '../../shared/certificate-rows.js';

/** The signed credential, or why there is none: the route answers 404, or 410 Gone once revoked (no domain refusal means that). */
export type CertificateCredential =
  { readonly status: 'not-found' } | { readonly status: 'revoked' } | { readonly status: 'valid'; readonly code: string; readonly jwt: string };

/** `code` as the visitor typed it (any case, with or without dashes). */
export class GetCertificateCredential extends Query<CertificateCredential> {
  constructor(readonly code: string) {
    super();
  }
}

/** The certificate as an Open Badges 3.0 credential (VC-JWT) signed with the site's key, while it stands. */
@QueryHandler(GetCertificateCredential)
export class GetCertificateCredentialHandler implements IQueryHandler<GetCertificateCredential, CertificateCredential> {
  constructor(
    private readonly issued: IssuedCertificates,
    private readonly keys: CredentialKeys,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ code }: GetCertificateCredential): Promise<CertificateCredential> {
    const row = await this.issued.byTypedCode(code);
    if (!row) return { status: 'not-found' };
    if (row.revoked_at) return { status: 'revoked' };
    return { status: 'valid', code: row.code, jwt: await this.keys.sign(openBadgeCredential(issuedDataOf(row), this.config.publicUrl)) };
  }
}
