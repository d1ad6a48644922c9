import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CourseHeader } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { courseHeaderSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RetakeCourse } from './retake-course.command.js';

@ApiTags('learning')
@Controller('user')
export class RetakeCourseController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /user/courses/{moduleId}/retake (ours, issue 30): retakes a failed course of the learner's assignment while attempts are left; answers its header. */
  @Post('courses/:moduleId/retake')
  @Authorize(holding('ctSubmit'))
  @HttpCode(200)
  @Answers(courseHeaderSchema)
  retake(@Actor() actor: Principal, @Param('moduleId') moduleId: string, @Req() req: Request): Promise<CourseHeader> {
    return this.commands.execute(new RetakeCourse(actor, moduleId, actorContext(actor, requestId(req))));
  }
}
