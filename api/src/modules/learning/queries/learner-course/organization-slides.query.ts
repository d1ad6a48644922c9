import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/**
 * The slides (item ids) of the courses assigned within the organization: its managers may teach
 * them live without reading the organization's content (docs/adr/0030).
 */
export class OrganizationSlides extends Query<string[]> {
  constructor(readonly orgId: string) {
    super();
  }
}

@QueryHandler(OrganizationSlides)
export class OrganizationSlidesHandler implements IQueryHandler<OrganizationSlides, string[]> {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  execute({ orgId }: OrganizationSlides): Promise<string[]> {
    return this.catalogue.organizationSlides(orgId);
  }
}
