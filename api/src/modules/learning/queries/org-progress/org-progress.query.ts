import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrgProgress } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import type { OrgProgressQueryValues } from '@cytocampus/schema';
import { OrgProgressReader } from './org-progress.reader.js';

/** The organization progress page: a page of learners with their cells, and the per-course aggregates (403 unless the viewer may list its users). */
export class GetOrgProgress extends Query<OrgProgress> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
    readonly query: OrgProgressQueryValues,
  ) {
    super();
  }
}

@QueryHandler(GetOrgProgress)
export class GetOrgProgressHandler implements IQueryHandler<GetOrgProgress, OrgProgress> {
  constructor(private readonly reader: OrgProgressReader) {}

  execute({ viewer, orgId, query }: GetOrgProgress): Promise<OrgProgress> {
    return this.reader.read(viewer, orgId, query);
  }
}
