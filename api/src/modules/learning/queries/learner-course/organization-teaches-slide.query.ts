import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
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
    const { rows } = await this.sql.query<{ item_id: string }>(`select item_id from content_items where type = 'slide' and (id = $1 or item_id = $1) limit 1`, [
      slideId,
    ]);
    return rows[0] ? (await this.catalogue.organizationSlides(orgId)).includes(rows[0].item_id) : false;
  }
}
