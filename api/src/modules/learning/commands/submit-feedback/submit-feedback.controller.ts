import { Body, Controller, Param, Put, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CONTENT_PATHS } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { submitFeedbackSchema, successFlagSchema, testInCourseQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SubmitTestFeedback } from './submit-feedback.command.js';

/** The learner's P.A.C.E. feedback on a slide test (spec part 2 section 7, "Tests"). */
@ApiTags('learning')
@Controller(CONTENT_PATHS.test)
export class SubmitFeedbackController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /tests/{id}/submitFeedback?moduleId {formId, feedback, paceProgramNumber}: answers the success flag the spec's client expects. */
  @Put(':id/submitFeedback')
  @Authorize(holding('ctSubmit'))
  @Answers(successFlagSchema)
  submit(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: submitFeedbackSchema }) body: unknown,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
    @Req() req: Request,
  ): Promise<{ success: true }> {
    // The body first: what the learner sent is checked whatever the query holds.
    const submission = valid(validate(submitFeedbackSchema, body ?? {}));
    const { moduleId } = valid(validate(testInCourseQuerySchema, query));
    return this.commands.execute(new SubmitTestFeedback(actor, id, moduleId, submission, actorContext(actor, requestId(req))));
  }
}
