import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/** Whether the caller learns one of these items (of `type`) in one of their courses: the content files route lets such learners load the item's files. */
export class LearnsAnyItem extends Query<boolean> {
  constructor(
    readonly actor: Principal,
    readonly type: string,
    readonly itemIds: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(LearnsAnyItem)
export class LearnsAnyItemHandler implements IQueryHandler<LearnsAnyItem, boolean> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  execute({ actor, type, itemIds }: LearnsAnyItem): Promise<boolean> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) return Promise.resolve(false);
    return this.catalogue.learnsAny(actor.userId, type, itemIds);
  }
}
