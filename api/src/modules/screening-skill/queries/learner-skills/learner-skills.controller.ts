import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { LearnerSkills } from '@cytocampus/contracts';
import { learnerSkillsSchema, skillPeriodQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { skillPeriod } from '../../shared/skill-period.js';
import { LearnerSkillsReader } from './learner-skills.reader.js';

@ApiTags('screening-skill')
@Controller('users')
@UseGuards(SignedInGuard)
export class LearnerSkillsController {
  constructor(
    private readonly reader: LearnerSkillsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /users/{userId}/skills?from&to: a learner's screening skill over whole months (default: the last 12). */
  @Get(':userId/skills')
  @Answers(learnerSkillsSchema)
  skills(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Query({ schema: skillPeriodQuerySchema }) query: Record<string, unknown>,
  ): Promise<LearnerSkills> {
    return this.reader.read(ruleActor(actor), userId, skillPeriod(valid(validate(skillPeriodQuerySchema, query)), this.clock.now()));
  }
}
