import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PracticeRecommendation } from '@cytocampus/contracts';
import { practiceRecommendationSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { PracticeReader } from './practice.reader.js';

@ApiTags('screening-skill')
@Controller('users')
@UseGuards(SignedInGuard)
export class PracticeController {
  constructor(private readonly reader: PracticeReader) {}

  /** GET /users/{userId}/skills/practice: the slides to practise next, with why, and the learner's assigned set. */
  @Get(':userId/skills/practice')
  @Answers(practiceRecommendationSchema)
  practice(@Actor() actor: Principal, @Param('userId') userId: string): Promise<PracticeRecommendation> {
    return this.reader.read(ruleActor(actor), userId);
  }
}
