import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CourseHeader } from '@cytocampus/contracts';
import { courseHeaderSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RetakeCourse } from './retake-course.command.js';

@ApiTags('learning')
@Controller('user')
@UseGuards(SignedInGuard)
export class RetakeCourseController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /user/courses/{moduleId}/retake (ours, issue 30): retakes a failed course of the learner's assignment while attempts are left; answers its header. */
  @Post('courses/:moduleId/retake')
  @HttpCode(200)
  @Answers(courseHeaderSchema)
  retake(@Actor() actor: Principal, @Param('moduleId') moduleId: string, @Req() req: Request): Promise<CourseHeader> {
    return this.commands.execute(new RetakeCourse(actor, moduleId, actorContext(actor, requestId(req))));
  }
}
