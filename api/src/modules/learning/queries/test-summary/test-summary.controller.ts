import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, type TestLastComplete, type TestSlideResult, type TestSlides } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { testInCourseQuerySchema, testLastCompleteSchema, testSlideResultsSchema, testSlidesQuerySchema, testSlidesSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetTestLastComplete } from './test-last-complete.query.js';
import { GetTestSlideResults } from './test-slide-results.query.js';
import { GetTestSlides } from './test-slides.query.js';

/** The learner's reads of a slide test in one of their courses (spec part 3 section 7, "Tests"). */
@ApiTags('learning')
@Controller(CONTENT_PATHS.test)
export class TestSummaryController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /tests/{id}/slides?moduleId&slides&withTest: the test, its slides, the solutions of the submitted ones, the learner's records. */
  @Get(':id/slides')
  @Authorize(SIGNED_IN)
  @Answers(testSlidesSchema)
  slides(@Actor() actor: Principal, @Param('id') id: string, @Query({ schema: testSlidesQuerySchema }) query: Record<string, unknown>): Promise<TestSlides> {
    const { moduleId, slides, withTest } = valid(validate(testSlidesQuerySchema, query));
    const only = slides ? slides.split(',').filter((s) => s !== '') : null;
    return this.queries.execute(new GetTestSlides(actor, id, moduleId, only, withTest === 'yes'));
  }

  /** GET /tests/{id}/lastComplete?moduleId: the last slide done in order, and the one to resume at. */
  @Get(':id/lastComplete')
  @Authorize(SIGNED_IN)
  @Answers(testLastCompleteSchema)
  lastComplete(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<TestLastComplete> {
    const { moduleId } = valid(validate(testInCourseQuerySchema, query));
    return this.queries.execute(new GetTestLastComplete(actor, id, moduleId));
  }

  /** GET /tests/{id}/slideResults?moduleId: each slide's progress, result and the learner's diagnosis. */
  @Get(':id/slideResults')
  @Authorize(SIGNED_IN)
  @Answers(testSlideResultsSchema)
  slideResults(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<TestSlideResult[]> {
    const { moduleId } = valid(validate(testInCourseQuerySchema, query));
    return this.queries.execute(new GetTestSlideResults(actor, id, moduleId));
  }
}
