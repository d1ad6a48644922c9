import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProgressTest } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { ProgressTables } from './progress-tables.js';

/** One slide test of a learner's, slide by slide (the overlay's third table). */
export class GetProgressTest extends Query<ProgressTest> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
    readonly moduleId: string,
    readonly testId: string,
  ) {
    super();
  }
}

@QueryHandler(GetProgressTest)
export class GetProgressTestHandler implements IQueryHandler<GetProgressTest, ProgressTest> {
  constructor(private readonly tables: ProgressTables) {}

  execute({ viewer, userId, moduleId, testId }: GetProgressTest): Promise<ProgressTest> {
    return this.tables.test(viewer, userId, moduleId, testId);
  }
}
