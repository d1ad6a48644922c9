import { Inject, Injectable } from '@nestjs/common';
import type { IssuedCertificateRef, RevokedCertificateRef, RevokeReason, VerifiedCertificate } from '@cytocampus/contracts';
import type { CertificateIssuedData, CertifiedCourse } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';

/** A row of the `certificates` read model (projections/src/read-models/certificates). */
export interface CertificateRow {
  code: string;
  user_id: string;
  program_number: string | null;
  program_title: string;
  program_date: Date;
  credits: number;
  holder_name: string;
  courses: CertifiedCourse[];
  module_ids: string[];
  issued_at: Date;
  printed_at: Date | null;
  revoked_at: Date | null;
  revoke_reason: RevokeReason | null;
  version: number;
}

const COLUMNS = `code, user_id, program_number, program_title, program_date, credits, holder_name, courses, module_ids, issued_at, printed_at, revoked_at, revoke_reason, version`;

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

/** Reads of the issued certificates. */
@Injectable()
export class IssuedCertificates {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async byCode(code: string): Promise<CertificateRow | null> {
    const { rows } = await this.sql.query<CertificateRow>(`select ${COLUMNS} from certificates where code = $1`, [code]);
    return rows[0] ?? null;
  }

  /** A learner's certificates, newest first. */
  async ofUser(userId: string): Promise<CertificateRow[]> {
    const { rows } = await this.sql.query<CertificateRow>(`select ${COLUMNS} from certificates where user_id = $1 order by issued_at desc, code`, [userId]);
    return rows;
  }
}
