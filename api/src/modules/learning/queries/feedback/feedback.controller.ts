import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, type FeedbackFormAnswer, type FeedbackSubmission } from '@cytocampus/contracts';
import { feedbackFormAnswerSchema, feedbackListQuerySchema, feedbackSubmissionsSchema, testInCourseQuerySchema, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { FeedbackForms } from './feedback-forms.js';

/** The learner's P.A.C.E. feedback reads of a slide test (spec part 2 section 7, "Tests"; docs/adr/0025). */
@ApiTags('learning')
@Controller(CONTENT_PATHS.test)
@UseGuards(SignedInGuard)
export class FeedbackController {
  constructor(private readonly forms: FeedbackForms) {}

  /** GET /tests/{id}/feedbackForm?moduleId: the test's evaluation form and the page's header, once the test is complete in a P.A.C.E. course. */
  @Get(':id/feedbackForm')
  @Answers(feedbackFormAnswerSchema)
  form(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<FeedbackFormAnswer> {
    return this.forms.form(actor, id, valid(validate(testInCourseQuerySchema, query)).moduleId);
  }

  /** GET /tests/{id}/feedback?moduleId: the caller's submissions for the test (the spec's existence check: a list, empty when none). */
  @Get(':id/feedback')
  @Answers(feedbackSubmissionsSchema)
  list(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: feedbackListQuerySchema }) query: Record<string, unknown>,
  ): Promise<FeedbackSubmission[]> {
    return this.forms.submissions(actor, id, valid(validate(feedbackListQuerySchema, query)).moduleId);
  }
}
