import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { PracticeRecommendation } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { practiceRecommendationSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetPracticeRecommendation } from './practice.query.js';

@ApiTags('screening-skill')
@Controller('users')
export class PracticeController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /users/{userId}/skills/practice: the slides to practise next, with why, and the learner's assigned set. */
  @Get(':userId/skills/practice')
  @Authorize(SIGNED_IN)
  @Answers(practiceRecommendationSchema)
  practice(@Actor() actor: Principal, @Param('userId') userId: string): Promise<PracticeRecommendation> {
    return this.queries.execute(new GetPracticeRecommendation(ruleActor(actor), userId));
  }
}
