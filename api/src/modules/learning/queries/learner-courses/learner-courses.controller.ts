import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { LearnerCourses } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { learnerCoursesSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListLearnerCourses } from './learner-courses.query.js';

@ApiTags('learning')
@Controller('user')
export class LearnerCoursesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /user/courses (ours): the learner's assigned courses with their headers, and the courses to explore. */
  @Get('courses')
  @Authorize(holding('ctAccess'))
  @Answers(learnerCoursesSchema)
  courses(@Actor() actor: Principal): Promise<LearnerCourses> {
    return this.queries.execute(new ListLearnerCourses(actor.userId));
  }
}
