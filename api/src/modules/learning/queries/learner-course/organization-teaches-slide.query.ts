import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { slideItemOf } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { OrganizationTeachesSlide } from '../../../../messages/learning.js';

@QueryHandler(OrganizationTeachesSlide)
export class OrganizationTeachesSlideHandler implements IQueryHandler<OrganizationTeachesSlide, boolean> {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ orgId, slideId }: OrganizationTeachesSlide): Promise<boolean> {
    const itemId = await slideItemOf(this.sql, slideId);
    return itemId !== null ? (await this.catalogue.organizationSlides(orgId)).includes(itemId) : false;
  }
}
