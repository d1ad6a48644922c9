import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TestSlides } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { TestSummaries } from './test-summaries.js';

/** A slide test of the caller's course: the test (withTest), its slides (`only` these, or all), the submitted ones' solutions, the records. */
export class GetTestSlides extends Query<TestSlides> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string,
    readonly only: readonly string[] | null,
    readonly withTest: boolean,
  ) {
    super();
  }
}

@QueryHandler(GetTestSlides)
export class GetTestSlidesHandler implements IQueryHandler<GetTestSlides, TestSlides> {
  constructor(private readonly tests: TestSummaries) {}

  execute({ actor, testId, moduleId, only, withTest }: GetTestSlides): Promise<TestSlides> {
    return this.tests.slidesOf(actor, testId, moduleId, only, withTest);
  }
}
