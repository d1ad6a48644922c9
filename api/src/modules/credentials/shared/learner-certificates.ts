import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { LearnerCertificate, LearnerCertificates } from '@cytocampus/contracts';
import { certificatesOf, type CourseFeedback } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { coursesWithFeedback, type CertificateRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { holdsExactly, issuedRefOf, IssuedCertificates, revokedRefOf } from './certificate-rows.js';
import { GetCertificateCourses, type CertificateCourses } from '../../../messages/learning.js';

/** The passed courses a certificate is issued for. */
export const passedModuleIds = (certificate: Pick<LearnerCertificate, 'courses'>): string[] =>
  certificate.courses.filter((c) => c.passed).map((c) => c.moduleId);

/**
 * A learner's certificates page (docs/adr/0026): their P.A.C.E. courses grouped by the rules, each
 * with its feedback (a feedback_submissions row for the learner and course, written by the
 * feedback read model) and, when one stands for exactly its passed courses, the certificate issued.
 */
@Injectable()
export class LearnerCertificatesReader {
  constructor(
    private readonly queries: QueryBus,
    private readonly issued: IssuedCertificates,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async of(userId: string, now: number): Promise<LearnerCertificates & { rows: CertificateRow[] }> {
    const [{ courses, feedbackTests }, rows] = await Promise.all([
      this.queries.execute<GetCertificateCourses, CertificateCourses>(new GetCertificateCourses(userId)),
      this.issued.ofUser(userId),
    ]);
    const submitted = new Set(await coursesWithFeedback(this.sql, userId));
    const feedback = new Map<string, CourseFeedback>(
      courses.map((c) => [c.moduleId, { testId: feedbackTests[c.moduleId] ?? null, submitted: submitted.has(c.moduleId) }]),
    );
    const standing = rows.filter((r) => r.revoked_at === null);
    const certificates = certificatesOf(courses, feedback, now).map((group): LearnerCertificate => {
      const passed = passedModuleIds(group);
      const row = group.downloadable ? standing.find((r) => holdsExactly(r, passed)) : undefined;
      return { ...group, issued: row ? issuedRefOf(row) : null };
    });
    return { certificates, revoked: rows.filter((r) => r.revoked_at !== null).map(revokedRefOf), rows };
  }
}
