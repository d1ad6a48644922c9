import { Inject, Injectable } from '@nestjs/common';
import type { IssuedCertificateRef, RevokedCertificateRef, VerifiedCertificate } from '@cytocampus/contracts';
import { normalizeCertificateCode, type CertificateIssuedData } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { certificateByCode, certificatesOfUser, type CertificateRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

/** The certificate as it was issued (what the PDF and the credential show). */
export const issuedDataOf = (row: CertificateRow): CertificateIssuedData => ({
  code: row.code,
  userId: row.user_id,
  holderName: row.holder_name,
  programNumber: row.program_number,
  programTitle: row.program_title,
  programDate: row.program_date.getTime(),
  credits: row.credits,
  courses: row.courses,
  issuedAt: row.issued_at.getTime(),
});

/** What the public page shows: the whole certificate, and nothing about its holder beyond the name printed on it. */
export const verifiedOf = (row: CertificateRow): VerifiedCertificate => ({
  code: row.code,
  holderName: row.holder_name,
  programTitle: row.program_title,
  programNumber: row.program_number,
  credits: row.credits,
  programDate: row.program_date.getTime(),
  courses: row.courses.map((c) => ({ name: c.name, passedOn: c.passedOn })),
  issuedAt: row.issued_at.getTime(),
  ...(row.revoked_at ? { revokedAt: row.revoked_at.getTime(), revokeReason: row.revoke_reason ?? 'progressCleared' } : {}),
});

export const issuedRefOf = (row: CertificateRow): IssuedCertificateRef => ({
  code: row.code,
  issuedAt: row.issued_at.getTime(),
  printedAt: row.printed_at?.getTime() ?? null,
});

export const revokedRefOf = (row: CertificateRow): RevokedCertificateRef => ({
  code: row.code,
  programTitle: row.program_title,
  programNumber: row.program_number,
  credits: row.credits,
  revokedAt: row.revoked_at!.getTime(),
  reason: row.revoke_reason ?? 'progressCleared',
});

/** Whether a certificate holds exactly these courses. */
export const holdsExactly = (row: CertificateRow, moduleIds: readonly string[]): boolean =>
  row.module_ids.length === moduleIds.length && moduleIds.every((id) => row.module_ids.includes(id));

/** Reads of the issued certificates (through the certificates read model's reader). */
@Injectable()
export class IssuedCertificates {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  byCode(code: string): Promise<CertificateRow | null> {
    return certificateByCode(this.sql, code);
  }

  /** The certificate of a code as a visitor typed it (any case, with or without dashes); null for no such code. */
  async byTypedCode(typed: string): Promise<CertificateRow | null> {
    const code = normalizeCertificateCode(typed);
    return code ? this.byCode(code) : null;
  }

  /** A learner's certificates, newest first. */
  ofUser(userId: string): Promise<CertificateRow[]> {
    return certificatesOfUser(this.sql, userId);
  }
}
