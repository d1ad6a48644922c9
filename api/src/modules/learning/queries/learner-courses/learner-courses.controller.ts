import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MSG, type LearnerCourses } from '@cytocampus/contracts';
import { hasPermission } from '@cytocampus/permissions';
import { learnerCoursesSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

@ApiTags('learning')
@Controller('user')
@UseGuards(SignedInGuard)
export class LearnerCoursesController {
  constructor(private readonly catalogue: LearnerCatalogue) {}

  /** GET /user/courses (ours): the learner's assigned courses with their headers, and the courses to explore (needs ctAccess). */
  @Get('courses')
  @Answers(learnerCoursesSchema)
  courses(@Actor() actor: Principal): Promise<LearnerCourses> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) throw new ApiException(403, MSG.forbidden);
    return this.catalogue.courses(actor.userId);
  }
}
