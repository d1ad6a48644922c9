import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SlideLibraryProgress } from '@cytocampus/contracts';
import { slideLibraryProgress } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { slideStatusCounts } from '@cytocampus/projections';
import type { Actor } from '@cytocampus/permissions';
import { SQL } from '../../../../infra/tokens.js';
import { contentListFilter } from '../../queries/content-queries.js';

/** GET /slides/progress: the slides GET /slides lists to this viewer (every state, no search), counted by image stage. */
export class GetSlideLibraryProgress extends Query<SlideLibraryProgress> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetSlideLibraryProgress)
export class GetSlideLibraryProgressHandler implements IQueryHandler<GetSlideLibraryProgress, SlideLibraryProgress> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, orgId }: GetSlideLibraryProgress): Promise<SlideLibraryProgress> {
    // The list's own filter: the same 403 for a caller without a slide list, the same scope for the others.
    const filter = contentListFilter(viewer, 'slide', { search: '', status: 'any', orgId });
    const rows = await slideStatusCounts(this.sql, filter);
    return slideLibraryProgress(Object.fromEntries(rows.map((row) => [row.status, row.count])));
  }
}
