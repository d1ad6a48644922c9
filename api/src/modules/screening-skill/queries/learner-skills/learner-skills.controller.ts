import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { LearnerSkills } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { learnerSkillsSchema, skillPeriodQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetLearnerSkills } from './learner-skills.query.js';

@ApiTags('screening-skill')
@Controller('users')
export class LearnerSkillsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /users/{userId}/skills?from&to: a learner's screening skill over whole months (default: the last 12). */
  @Get(':userId/skills')
  @Authorize(SIGNED_IN)
  @Answers(learnerSkillsSchema)
  skills(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Query({ schema: skillPeriodQuerySchema }) query: Record<string, unknown>,
  ): Promise<LearnerSkills> {
    return this.queries.execute(new GetLearnerSkills(ruleActor(actor), userId, valid(validate(skillPeriodQuerySchema, query))));
  }
}
