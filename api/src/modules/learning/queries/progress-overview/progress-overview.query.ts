import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProgressOverview } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { ProgressTables } from './progress-tables.js';

/** A learner and each of their courses assigned or begun, items counted, for the viewer (404 unless they may read the learner). */
export class GetProgressOverview extends Query<ProgressOverview> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetProgressOverview)
export class GetProgressOverviewHandler implements IQueryHandler<GetProgressOverview, ProgressOverview> {
  constructor(private readonly tables: ProgressTables) {}

  execute({ viewer, userId }: GetProgressOverview): Promise<ProgressOverview> {
    return this.tables.overview(viewer, userId);
  }
}
