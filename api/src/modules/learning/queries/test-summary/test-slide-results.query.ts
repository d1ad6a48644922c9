import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TestSlideResult } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { TestSummaries } from './test-summaries.js';

/** Each slide's progress, result and the caller's diagnosis in a slide test of their course. */
export class GetTestSlideResults extends Query<TestSlideResult[]> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}

@QueryHandler(GetTestSlideResults)
export class GetTestSlideResultsHandler implements IQueryHandler<GetTestSlideResults, TestSlideResult[]> {
  constructor(private readonly tests: TestSummaries) {}

  execute({ actor, testId, moduleId }: GetTestSlideResults): Promise<TestSlideResult[]> {
    return this.tests.slideResults(actor, testId, moduleId);
  }
}
