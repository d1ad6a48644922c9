import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LearnerCourse } from '@cytocampus/contracts';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/**
 * One of the caller's courses as their course page shows it (header and items with stats); null
 * when the caller is no learner of it. GET /modules/{id} asks it (the content module answers that route).
 */
export class GetLearnerCourse extends Query<LearnerCourse | null> {
  constructor(
    readonly actor: Principal,
    readonly moduleId: string,
  ) {
    super();
  }
}

@QueryHandler(GetLearnerCourse)
export class GetLearnerCourseHandler implements IQueryHandler<GetLearnerCourse, LearnerCourse | null> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  async execute({ actor, moduleId }: GetLearnerCourse): Promise<LearnerCourse | null> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) return null;
    const found = await this.catalogue.course(actor.userId, moduleId);
    return found && { header: found.header, items: found.items };
  }
}
