import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REVIEW_MSG, type StatsRecord } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import { StatsRecords } from '../../shared/stats-records.js';
import { mustReadLearner } from './readable-learner.js';

/** One of a learner's stats records with its pages. */
export class GetStatsRecord extends Query<StatsRecord> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
    readonly recordId: string,
  ) {
    super();
  }
}

@QueryHandler(GetStatsRecord)
export class GetStatsRecordHandler implements IQueryHandler<GetStatsRecord, StatsRecord> {
  constructor(
    private readonly records: StatsRecords,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId, recordId }: GetStatsRecord): Promise<StatsRecord> {
    await mustReadLearner(this.queries, viewer, userId);
    const [record] = await this.records.list(userId, { recordId }, true);
    if (!record) throw new DomainError('not_found', REVIEW_MSG.recordNotFound);
    return record;
  }
}
