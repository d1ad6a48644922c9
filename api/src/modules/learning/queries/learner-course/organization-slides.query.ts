import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { OrganizationSlides } from '../../../../messages/learning.js';

@QueryHandler(OrganizationSlides)
export class OrganizationSlidesHandler implements IQueryHandler<OrganizationSlides, string[]> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  execute({ orgId }: OrganizationSlides): Promise<string[]> {
    return this.catalogue.organizationSlides(orgId);
  }
}
