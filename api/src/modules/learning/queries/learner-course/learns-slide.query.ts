import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { slideItemOf } from '@cytocampus/projections';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor } from '../../../../auth/principal.js';
import { SQL } from '../../../../infra/tokens.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { ProficiencyAttempts } from '../../shared/proficiency-attempts.js';
import { LearnsSlide } from '../../../../messages/learning.js';

@QueryHandler(LearnsSlide)
export class LearnsSlideHandler implements IQueryHandler<LearnsSlide, boolean> {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    private readonly pt: ProficiencyAttempts,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, slideId }: LearnsSlide): Promise<boolean> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) return false;
    const itemId = await slideItemOf(this.sql, slideId);
    if (itemId === null) return false;
    // A slide drawn for one of their proficiency test attempts is theirs to view, as a course's slides are.
    return (await this.catalogue.learnsSlide(actor.userId, itemId)) || this.pt.inAttemptOf(actor.userId, itemId);
  }
}
