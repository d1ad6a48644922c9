import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { contentStream, DomainError, slideDecider } from '@cytocampus/domain';
import { hasPermission } from '@cytocampus/permissions';
import { MANIFEST_FILE, type SlideManifest } from '@cytocampus/slide-imaging';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SlideFiles } from '../shared/slide-files.js';
import { SlideAccessCache } from './slide-access-cache.js';
import { LearnsSlide, OrganizationTeachesSlide } from '../../../../messages/learning.js';
import { AttendsTeachingSlide } from '../../../../messages/teaching.js';
import { GetSlide } from '../../../../messages/content.js';

export const NOT_READY = 'This slide has no image yet.';

export interface SlidePyramid {
  dir: string;
  manifest: SlideManifest;
}

/** The pyramid of a slide the caller may read and that is processed (remembered per session for a minute). */
@Injectable()
export class SlidePyramids {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: SlideFiles,
    private readonly es: EventSourcing,
    private readonly access: SlideAccessCache,
  ) {}

  of(actor: Principal, id: string): Promise<SlidePyramid> {
    return this.access.remember(actor.sessionHash, id, async () => {
      const slide = await this.readable(actor, id);
      const { state } = await this.es.aggregate(contentStream('slide', slide.id), slideDecider).load();
      if (slide.status !== 'COMPLETE' || !state.uploadId) throw new DomainError('conflict', NOT_READY);
      const dir = this.files.pyramidDir(state.uploadId);
      const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as SlideManifest;
      return { dir, manifest };
    });
  }

  /** A slide the caller may read as content, or reviews in one of their courses (a learner's case or slide test). */
  private async readable(actor: Principal, id: string): Promise<SlideItem> {
    try {
      return await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), id, false));
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found') || !(await this.learnsOrAttends(actor, id))) throw error;
      return this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), id, false, true));
    }
  }

  /**
   * In one of their courses, shown to them in a live teaching session they run or joined (docs/adr/0030),
   * or a slide whose reviews they audit: any with auditReviews, the organization's courses' with auditOrgReviews (docs/adr/0029).
   */
  private async learnsOrAttends(actor: Principal, id: string): Promise<boolean> {
    return (
      (await this.queries.execute<LearnsSlide, boolean>(new LearnsSlide(actor, id))) ||
      (await this.queries.execute<AttendsTeachingSlide, boolean>(new AttendsTeachingSlide(actor, id))) ||
      this.auditsSlide(actor, id)
    );
  }

  private async auditsSlide(actor: Principal, id: string): Promise<boolean> {
    const rules = ruleActor(actor);
    if (hasPermission(rules, 'auditReviews')) return true;
    return (
      actor.orgId !== null &&
      hasPermission(rules, 'auditOrgReviews') &&
      this.queries.execute<OrganizationTeachesSlide, boolean>(new OrganizationTeachesSlide(actor.orgId, id))
    );
  }
}
