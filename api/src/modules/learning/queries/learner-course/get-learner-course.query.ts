import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LearnerCourse } from '@cytocampus/contracts';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { GetLearnerCourse } from '../../../../messages/learning.js';

@QueryHandler(GetLearnerCourse)
export class GetLearnerCourseHandler implements IQueryHandler<GetLearnerCourse, LearnerCourse | null> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  async execute({ actor, moduleId }: GetLearnerCourse): Promise<LearnerCourse | null> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) return null;
    const found = await this.catalogue.course(actor.userId, moduleId);
    return found && { header: found.header, items: found.items };
  }
}
