import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LearnerCourses } from '@cytocampus/contracts';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/** A learner's assigned courses with their headers, and the courses to explore. */
export class ListLearnerCourses extends Query<LearnerCourses> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListLearnerCourses)
export class ListLearnerCoursesHandler implements IQueryHandler<ListLearnerCourses, LearnerCourses> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  execute({ userId }: ListLearnerCourses): Promise<LearnerCourses> {
    return this.catalogue.courses(userId);
  }
}
