import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { LearnsAnyItem } from '../../../../messages/learning.js';

@QueryHandler(LearnsAnyItem)
export class LearnsAnyItemHandler implements IQueryHandler<LearnsAnyItem, boolean> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  execute({ actor, type, itemIds }: LearnsAnyItem): Promise<boolean> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) return Promise.resolve(false);
    return this.catalogue.learnsAny(actor.userId, type, itemIds);
  }
}
