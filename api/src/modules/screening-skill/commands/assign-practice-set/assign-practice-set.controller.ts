import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PracticeRecommendation } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { assignPracticeSetSchema, practiceRecommendationSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { AssignPracticeSet } from './assign-practice-set.command.js';

@ApiTags('screening-skill')
@Controller('users')
export class AssignPracticeSetController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /users/{userId}/skills/practice {slideIds}: assign these slides as the learner's practice set; answers the practice page. */
  @Post(':userId/skills/practice')
  @HttpCode(200)
  @Authorize(SIGNED_IN)
  @Answers(practiceRecommendationSchema)
  assign(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Body({ schema: assignPracticeSetSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PracticeRecommendation> {
    const { slideIds } = valid(validate(assignPracticeSetSchema, body ?? {}));
    return this.commands.execute(new AssignPracticeSet(actor, userId, slideIds, actorContext(actor, requestId(req))));
  }
}
