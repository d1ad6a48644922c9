import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PtSetCheck } from '@cytocampus/contracts';
import { checkPtSlides, type PtSetSize } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { contentListFilter } from '../queries/content-queries.js';
import { PtSlides } from './pt-slides.js';

/** GET /tests/proficiency-set: what the set rules make of a fixed list of slides or of a pool, for the editor's live counts. */
export class CheckPtSet extends Query<PtSetCheck> {
  constructor(
    readonly viewer: Actor,
    readonly size: PtSetSize,
    readonly source: { pool: string } | { slides: string[] },
    readonly orgId: string | null,
  ) {
    super();
  }
}

@QueryHandler(CheckPtSet)
export class CheckPtSetHandler implements IQueryHandler<CheckPtSet, PtSetCheck> {
  constructor(private readonly slides: PtSlides) {}

  async execute({ viewer, size, source, orgId }: CheckPtSet): Promise<PtSetCheck> {
    // Those who list slide tests in this scope (the same 403 as GET /tests) may check a set; they see only slides they may use.
    contentListFilter(viewer, 'test', { search: '', status: 'any', orgId: orgId ?? undefined });
    if ('pool' in source) return this.slides.checkPool(viewer, orgId, size, source.pool);
    return checkPtSlides(size, await this.slides.listed(viewer, orgId, source.slides));
  }
}
