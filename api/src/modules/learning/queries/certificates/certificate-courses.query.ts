import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { currentRevisions } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { courseItemRefs } from '../../shared/course-rows.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { type CertificateCourses, GetCertificateCourses } from '../../../../messages/learning.js';

@QueryHandler(GetCertificateCourses)
export class GetCertificateCoursesHandler implements IQueryHandler<GetCertificateCourses, CertificateCourses> {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ userId }: GetCertificateCourses): Promise<CertificateCourses> {
    const { courses } = await this.catalogue.courses(userId);
    const pace = courses.filter((c) => c.assigned && c.paceCertificateEnabled);
    if (pace.length === 0) return { courses: [], feedbackTests: {} };
    const { rows: modules } = await this.sql.query<{ item_id: string; fields: Record<string, unknown> }>(
      `select item_id, fields from ${currentRevisions('module')} m where m.item_id = any($1)`,
      [pace.map((c) => c.moduleId)],
    );
    const testsOf = new Map(
      modules.map((m) => [
        m.item_id,
        courseItemRefs(m.fields)
          .filter((r) => r.type === 'test')
          .map((r) => r.itemId),
      ]),
    );
    const { rows: withForm } = await this.sql.query<{ item_id: string }>(
      `select item_id from ${currentRevisions('test')} t where t.item_id = any($1) and coalesce(t.fields->>'evalForm', '') <> ''`,
      [[...new Set([...testsOf.values()].flat())]],
    );
    const formed = new Set(withForm.map((t) => t.item_id));
    const feedbackTests: Record<string, string> = {};
    for (const [moduleId, tests] of testsOf) {
      const test = tests.find((t) => formed.has(t));
      if (test) feedbackTests[moduleId] = test;
    }
    return {
      courses: pace.map((c) => ({
        moduleId: c.moduleId,
        name: c.name,
        paceCertificateEnabled: c.paceCertificateEnabled,
        paceProgramNumber: c.paceProgramNumber,
        passed: c.passed,
        lastSubmit: c.lastSubmit,
        result: c.result,
        passingScore: c.passingScore,
      })),
      feedbackTests,
    };
  }
}
