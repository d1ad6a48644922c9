import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProgressCourse } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { ProgressTables } from './progress-tables.js';

/** One of a learner's courses, item by item (the overlay's second table). */
export class GetProgressCourse extends Query<ProgressCourse> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}

@QueryHandler(GetProgressCourse)
export class GetProgressCourseHandler implements IQueryHandler<GetProgressCourse, ProgressCourse> {
  constructor(private readonly tables: ProgressTables) {}

  execute({ viewer, userId, moduleId }: GetProgressCourse): Promise<ProgressCourse> {
    return this.tables.course(viewer, userId, moduleId);
  }
}
