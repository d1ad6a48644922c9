import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, type FeedbackFormAnswer, type FeedbackSubmission } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { feedbackFormAnswerSchema, feedbackListQuerySchema, feedbackSubmissionsSchema, testInCourseQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetFeedbackForm } from './feedback-form.query.js';
import { ListFeedbackSubmissions } from './feedback-submissions.query.js';

/** The learner's P.A.C.E. feedback reads of a slide test (spec part 2 section 7, "Tests"; docs/adr/0025). */
@ApiTags('learning')
@Controller(CONTENT_PATHS.test)
export class FeedbackController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /tests/{id}/feedbackForm?moduleId: the test's evaluation form and the page's header, once the test is complete in a P.A.C.E. course. */
  @Get(':id/feedbackForm')
  @Authorize(holding('ctAccess'))
  @Answers(feedbackFormAnswerSchema)
  form(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<FeedbackFormAnswer> {
    const { moduleId } = valid(validate(testInCourseQuerySchema, query));
    return this.queries.execute(new GetFeedbackForm(actor, id, moduleId));
  }

  /** GET /tests/{id}/feedback?moduleId: the caller's submissions for the test (the spec's existence check: a list, empty when none). */
  @Get(':id/feedback')
  @Authorize(holding('ctAccess'))
  @Answers(feedbackSubmissionsSchema)
  list(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: feedbackListQuerySchema }) query: Record<string, unknown>,
  ): Promise<FeedbackSubmission[]> {
    const { moduleId } = valid(validate(feedbackListQuerySchema, query));
    return this.queries.execute(new ListFeedbackSubmissions(actor, id, moduleId));
  }
}
