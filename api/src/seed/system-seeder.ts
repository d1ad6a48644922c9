import { Injectable } from '@nestjs/common';
import { DEFAULT_CURRICULUM_ID, DEFAULT_ORGANIZATION_ID } from '@cytocampus/contracts';
import { contentDecider, contentStream, organizationDecider, organizationStream, type ContentCommand } from '@cytocampus/domain';
import { systemContext } from '../es/command-context.js';
import { EventSourcing } from '../es/event-sourcing.service.js';

/** What every installation has, production included: the DEFAULT organization and the 'Default Assignment'. */
export const DEFAULT_ORGANIZATION = { orgId: DEFAULT_ORGANIZATION_ID, name: 'Default Organization', region: null, preWork: false, defaultCurriculum: null };
const DEFAULT_ASSIGNMENT: ContentCommand = {
  type: 'CreateContent',
  // Item ids and revision ids never coincide (ADR 0011).
  id: `${DEFAULT_CURRICULUM_ID}-1`,
  itemId: DEFAULT_CURRICULUM_ID,
  contentType: 'curriculum',
  ownerId: null,
  orgId: null,
  previousId: null,
  fields: { name: 'Default Assignment', description: '', tags: [], isPublic: true, allowedOrgs: [], filterOrgs: [], sequentialModules: false, entries: [] },
};

/** Writes them as ordinary events on every start when missing (idempotent, safe with several API processes). */
@Injectable()
export class SystemSeeder {
  constructor(private readonly es: EventSourcing) {}

  async ensure(): Promise<void> {
    const ctx = systemContext();
    const org = await this.es
      .aggregate(organizationStream(DEFAULT_ORGANIZATION.orgId), organizationDecider)
      .execute((s) => (s.orgId ? [] : [{ type: 'CreateOrganization', ...DEFAULT_ORGANIZATION }]), ctx);
    const now = this.es.now().toISOString();
    const assignment = await this.es
      .aggregate(contentStream('curriculum', `${DEFAULT_CURRICULUM_ID}-1`), contentDecider)
      .execute((s) => (s.exists || s.deleted ? [] : [DEFAULT_ASSIGNMENT, { type: 'ActivateContent', now }]), ctx);
    await this.es.readYourWrites(assignment.position ?? org.position, ['organizations', 'content']);
  }
}
