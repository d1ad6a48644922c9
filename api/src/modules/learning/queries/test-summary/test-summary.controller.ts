import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, type TestLastComplete, type TestSlideResult, type TestSlides } from '@cytocampus/contracts';
import { testInCourseQuerySchema, testLastCompleteSchema, testSlideResultsSchema, testSlidesQuerySchema, testSlidesSchema, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { TestSummaries } from './test-summaries.js';

/** The learner's reads of a slide test in one of their courses (spec part 3 section 7, "Tests"). */
@ApiTags('learning')
@Controller(CONTENT_PATHS.test)
@UseGuards(SignedInGuard)
export class TestSummaryController {
  constructor(private readonly tests: TestSummaries) {}

  /** GET /tests/{id}/slides?moduleId&slides&withTest: the test, its slides, the solutions of the submitted ones, the learner's records. */
  @Get(':id/slides')
  @Answers(testSlidesSchema)
  slides(@Actor() actor: Principal, @Param('id') id: string, @Query({ schema: testSlidesQuerySchema }) query: Record<string, unknown>): Promise<TestSlides> {
    const { moduleId, slides, withTest } = valid(validate(testSlidesQuerySchema, query));
    const only = slides ? slides.split(',').filter((s) => s !== '') : null;
    return this.tests.slidesOf(actor, id, moduleId, only, withTest === 'yes');
  }

  /** GET /tests/{id}/lastComplete?moduleId: the last slide done in order, and the one to resume at. */
  @Get(':id/lastComplete')
  @Answers(testLastCompleteSchema)
  lastComplete(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<TestLastComplete> {
    return this.tests.lastComplete(actor, id, valid(validate(testInCourseQuerySchema, query)).moduleId);
  }

  /** GET /tests/{id}/slideResults?moduleId: each slide's progress, result and the learner's diagnosis. */
  @Get(':id/slideResults')
  @Answers(testSlideResultsSchema)
  slideResults(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: testInCourseQuerySchema }) query: Record<string, unknown>,
  ): Promise<TestSlideResult[]> {
    return this.tests.slideResults(actor, id, valid(validate(testInCourseQuerySchema, query)).moduleId);
  }
}
