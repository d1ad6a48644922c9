import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REVIEW_MSG, type PtResult } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import { ProficiencyResults } from '../../shared/proficiency-results.js';

/** A submitted proficiency test attempt's result: its examinee's, or for those who may read them (404 otherwise). */
export class GetPtResult extends Query<PtResult> {
  constructor(
    readonly viewer: Principal,
    readonly testId: string,
    readonly reviewId: string,
  ) {
    super();
  }
}

/** The result of review `reviewId`, which must be an attempt at test `testId` (404 otherwise). */
export async function resultOfTest(results: ProficiencyResults, viewer: Principal, testId: string, reviewId: string): Promise<PtResult> {
  const result = await results.resultFor(viewer, reviewId);
  if (result.itemId !== testId) throw new DomainError('not_found', REVIEW_MSG.notFound);
  return result;
}

@QueryHandler(GetPtResult)
export class GetPtResultHandler implements IQueryHandler<GetPtResult, PtResult> {
  constructor(private readonly results: ProficiencyResults) {}

  execute({ viewer, testId, reviewId }: GetPtResult): Promise<PtResult> {
    return resultOfTest(this.results, viewer, testId, reviewId);
  }
}
