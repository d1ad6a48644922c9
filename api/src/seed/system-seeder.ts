import { Injectable } from '@nestjs/common';
import { DEFAULT_CURRICULUM_ID, DEFAULT_ORGANIZATION_ID } from '@cytocampus/contracts';
import { curriculumDecider, curriculumStream, organizationDecider, organizationStream } from '@cytocampus/domain';
import { systemContext } from '../es/command-context.js';
import { EventSourcing } from '../es/event-sourcing.service.js';

/** What every installation has, production included: the DEFAULT organization and the 'Default Assignment'. */
export const DEFAULT_ORGANIZATION = { orgId: DEFAULT_ORGANIZATION_ID, name: 'Default Organization', region: null, preWork: false, defaultCurriculum: null };
export const DEFAULT_CURRICULUM = { curriculumId: DEFAULT_CURRICULUM_ID, name: 'Default Assignment', orgId: null };

/** Writes them as ordinary events on every start when missing (idempotent, safe with several API processes). */
@Injectable()
export class SystemSeeder {
  constructor(private readonly es: EventSourcing) {}

  async ensure(): Promise<void> {
    const ctx = systemContext();
    const org = await this.es.aggregate(organizationStream(DEFAULT_ORGANIZATION.orgId), organizationDecider).execute((s) => (s.orgId ? [] : [{ type: 'CreateOrganization', ...DEFAULT_ORGANIZATION }]), ctx);
    const curriculum = await this.es.aggregate(curriculumStream(DEFAULT_CURRICULUM.curriculumId), curriculumDecider).execute((s) => (s.exists ? [] : [{ type: 'CreateCurriculum', ...DEFAULT_CURRICULUM }]), ctx);
    await this.es.readYourWrites(curriculum.position ?? org.position, ['organizations', 'curricula']);
  }
}
