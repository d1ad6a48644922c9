import type { RevokeReason } from '@cytocampus/contracts';
import type { CertifiedCourse } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the certificates read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the tables, so a change of a column changes both in one place.
 */

/** A row of `certificates`: one issued P.A.C.E. certificate, standing or revoked. */
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

/** The certificate of a verification code, null when none: what the public check and the PDF show. */
export async function certificateByCode(sql: SqlExecutor, code: string): Promise<CertificateRow | null> {
  const { rows } = await sql.query<CertificateRow>(`select ${COLUMNS} from certificates where code = $1`, [code]);
  return rows[0] ?? null;
}

/** A learner's certificates, newest first: their certificates page, and what a new one supersedes. */
export async function certificatesOfUser(sql: SqlExecutor, userId: string): Promise<CertificateRow[]> {
  const { rows } = await sql.query<CertificateRow>(`select ${COLUMNS} from certificates where user_id = $1 order by issued_at desc, code`, [userId]);
  return rows;
}

/**
 * How many certificates the users `userIds` (a subquery of their ids) were issued from `from` to
 * `to` (exclusive; placeholders or expressions), as a scalar subquery: the weekly organization
 * e-mail counts them in the one statement that reads its other figures.
 */
export const issuedCertificatesCount = (userIds: string, from: string, to: string): string =>
  `(select count(*)::int from certificates c where c.user_id in (${userIds}) and c.issued_at >= ${from} and c.issued_at < ${to})`;

/** A certificate as the P.A.C.E. Certificates report lists it: with its holder and their organization. */
export interface CertificateReportRow {
  code: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  program_number: string | null;
  program_title: string;
  program_date: Date;
  credits: number;
  courses: { name?: unknown }[];
  issued_at: Date;
  printed_at: Date | null;
  revoked_at: Date | null;
}

/**
 * What the P.A.C.E. Certificates report reads (docs/adr/0028), for the API's keyset paging: each
 * certificate `c` with its holder `u` (the API joins their organization `o`, scopes the learners
 * and keeps `issuedAt` within the dates), in the order of issue.
 */
export const CERTIFICATES_REPORT = {
  columns: `c.code, c.user_id, u.first_name, u.last_name, u.email, o.name as org_name, c.program_number, c.program_title, c.program_date, c.credits,
                c.courses, c.issued_at, c.printed_at, c.revoked_at`,
  from: `certificates c join users u on u.id = c.user_id`,
  issuedAt: 'c.issued_at',
  keys: [
    { expr: 'c.issued_at', type: 'timestamptz' },
    { expr: 'c.code', type: 'text' },
  ],
} as const;
