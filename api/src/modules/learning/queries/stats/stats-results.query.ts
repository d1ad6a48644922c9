import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatsResults } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { mustReadLearner } from './readable-learner.js';

/** A learner's courses that are assigned or begun, with progress, result and pass. */
export class GetStatsResults extends Query<StatsResults> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetStatsResults)
export class GetStatsResultsHandler implements IQueryHandler<GetStatsResults, StatsResults> {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId }: GetStatsResults): Promise<StatsResults> {
    await mustReadLearner(this.queries, viewer, userId);
    const standings = await this.catalogue.standings(userId);
    return {
      userId,
      results: standings.map(({ header: h }) => ({
        moduleId: h.moduleId,
        name: h.name,
        assigned: h.assigned,
        itemCount: h.itemCount,
        progress: h.progress,
        result: h.result,
        passingScore: h.passingScore,
        passed: h.passed,
        firstStart: h.firstStart,
        lastSubmit: h.lastSubmit,
      })),
    };
  }
}
