import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrgCourseAggregate, OrgProgressCourse, OrgProgressLearner } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { searchWords, type OrgProgressFilterValues } from '@cytocampus/schema';
import { OrgProgressReader } from './org-progress.reader.js';

/** What the export's sheets hold: every learner the filters leave, with their cells, and the per-course figures. */
export interface OrgProgressExport {
  orgName: string;
  courses: OrgProgressCourse[];
  learners: OrgProgressLearner[];
  aggregates: OrgCourseAggregate[];
}

/** The organization progress page's export: the same filters, every learner (403 unless the viewer may list its users). */
export class ExportOrgProgress extends Query<OrgProgressExport> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
    readonly filters: OrgProgressFilterValues,
  ) {
    super();
  }
}

@QueryHandler(ExportOrgProgress)
export class ExportOrgProgressHandler implements IQueryHandler<ExportOrgProgress, OrgProgressExport> {
  constructor(private readonly reader: OrgProgressReader) {}

  execute({ viewer, orgId, filters: { groupId, curriculumId, search } }: ExportOrgProgress): Promise<OrgProgressExport> {
    return this.reader.everyone(viewer, orgId, { groupId, curriculumId, words: searchWords(search) });
  }
}
