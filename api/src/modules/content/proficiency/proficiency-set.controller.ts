import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PtSetCheck } from '@cytocampus/contracts';
import { valid } from '@cytocampus/domain';
import { SIGNED_IN } from '@cytocampus/permissions';
import { parsePtSetQuery, ptSetCheckSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ContentRoutes } from '../shared/content-routes.js';
import { CheckPtSet } from './proficiency-set.query.js';

/** Registered before the tests' GET /{id}, which would take 'proficiency-set' for an id. */
@ContentRoutes('test')
export class ProficiencySetController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /tests/proficiency-set?size=&pool= or &slides=a,b (ours, issue 30): counts per category A–D and the first broken rule, as saving would answer it. */
  @Get('proficiency-set')
  @Authorize(SIGNED_IN)
  @Answers(ptSetCheckSchema)
  check(@Actor() actor: Principal, @Query({ schema: parsePtSetQuery.schema }) query: unknown): Promise<PtSetCheck> {
    const { size, pool, slides, orgId } = valid(parsePtSetQuery(query));
    const source = pool ? { pool } : { slides };
    return this.queries.execute(new CheckPtSet(ruleActor(actor), size, source, orgId ?? null));
  }
}
