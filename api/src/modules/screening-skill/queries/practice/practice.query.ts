import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PracticeRecommendation } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { PracticeReader } from './practice.reader.js';

/** The slides a learner should practise next, with why, and their assigned set: for the learner and whoever may list their organization's users. */
export class GetPracticeRecommendation extends Query<PracticeRecommendation> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetPracticeRecommendation)
export class GetPracticeRecommendationHandler implements IQueryHandler<GetPracticeRecommendation, PracticeRecommendation> {
  constructor(private readonly reader: PracticeReader) {}

  execute({ viewer, userId }: GetPracticeRecommendation): Promise<PracticeRecommendation> {
    return this.reader.read(viewer, userId);
  }
}
