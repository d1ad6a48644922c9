import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TestLastComplete } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { TestSummaries } from './test-summaries.js';

/** The last slide the caller did in order in a slide test of their course, and the one to resume at. */
export class GetTestLastComplete extends Query<TestLastComplete> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}

@QueryHandler(GetTestLastComplete)
export class GetTestLastCompleteHandler implements IQueryHandler<GetTestLastComplete, TestLastComplete> {
  constructor(private readonly tests: TestSummaries) {}

  execute({ actor, testId, moduleId }: GetTestLastComplete): Promise<TestLastComplete> {
    return this.tests.lastComplete(actor, testId, moduleId);
  }
}
