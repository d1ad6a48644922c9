import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatsRecordsAnswer } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { StatsRecords, type StatsFilter } from '../../shared/stats-records.js';
import { mustReadLearner } from './readable-learner.js';

/** A learner's stats records, filtered: every attempt as a list, or (`map`) each item's standing attempt keyed by item. */
export class ListStatsRecords extends Query<StatsRecordsAnswer> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
    readonly filter: StatsFilter,
    readonly verbose: boolean,
    readonly map: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListStatsRecords)
export class ListStatsRecordsHandler implements IQueryHandler<ListStatsRecords, StatsRecordsAnswer> {
  constructor(
    private readonly records: StatsRecords,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId, filter, verbose, map }: ListStatsRecords): Promise<StatsRecordsAnswer> {
    await mustReadLearner(this.queries, viewer, userId);
    const records = await this.records.list(userId, filter, verbose, map);
    return map ? Object.fromEntries(records.map((r) => [r.itemId, r])) : records;
  }
}
