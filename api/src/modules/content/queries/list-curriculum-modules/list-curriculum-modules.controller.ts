import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CurriculumModuleEntry } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { curriculumModuleEntrySchema, curriculumModulesQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListCurriculumModules } from './list-curriculum-modules.query.js';

@ApiTags('content')
@Controller('curricula/:id/modules')
export class CurriculumModulesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /curricula/{id}/modules?modules=a,b: the names of the assignment's courses (those asked, or all). */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(curriculumModuleEntrySchema.array())
  modules(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: curriculumModulesQuerySchema }) query: unknown,
  ): Promise<CurriculumModuleEntry[]> {
    const { modules } = valid(validate(curriculumModulesQuerySchema, query));
    return this.queries.execute(new ListCurriculumModules(ruleActor(actor), id, modules));
  }
}
