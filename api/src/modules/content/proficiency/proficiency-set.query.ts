import { Get, Query as QueryParams } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PtSetCheck } from '@cytocampus/contracts';
import { checkPtSlides, type PtSetSize, valid } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { parsePtSetQuery, ptSetCheckSchema } from '@cytocampus/schema';
import { Actor as CurrentActor, ruleActor, type Principal } from '../../../auth/principal.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { contentListFilter } from '../queries/content-queries.js';
import { ContentRoutes } from '../shared/content-routes.js';
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

/** Registered before the tests' GET /{id}, which would take 'proficiency-set' for an id. */
@ContentRoutes('test')
export class ProficiencySetController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /tests/proficiency-set?size=&pool= or &slides=a,b (ours, issue 30): counts per category A–D and the first broken rule, as saving would answer it. */
  @Get('proficiency-set')
  @Answers(ptSetCheckSchema)
  check(@CurrentActor() actor: Principal, @QueryParams({ schema: parsePtSetQuery.schema }) query: unknown): Promise<PtSetCheck> {
    const { size, pool, slides, orgId } = valid(parsePtSetQuery(query));
    const source = pool ? { pool } : { slides };
    return this.queries.execute(new CheckPtSet(ruleActor(actor), size, source, orgId ?? null));
  }
}
