import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HealthReport } from '@cytocampus/contracts';
import { positionToString, type SqlClient } from '@cytocampus/event-store';
import { READ_MODELS, countParked, type CheckpointWatcher } from '@cytocampus/projections';
import type { Config } from '../../../../infra/config.js';
import { CHECKPOINTS, CONFIG, SQL } from '../../../../infra/tokens.js';

export class GetHealthReport extends Query<HealthReport> {}

/**
 * Answers once the database responds; shows how far each read model got and how many events each
 * had to park. A parked event is a change some screen will never show: the status is 'degraded'
 * until a rebuild of that read model applies it (README, "When a read model parks").
 */
@QueryHandler(GetHealthReport)
export class GetHealthReportHandler implements IQueryHandler<GetHealthReport, HealthReport> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CHECKPOINTS) private readonly checkpoints: CheckpointWatcher,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute(): Promise<HealthReport> {
    const counts = await countParked(this.sql);
    const readModels: Record<string, string | null> = {};
    const parked: Record<string, number> = {};
    for (const { name } of READ_MODELS) {
      const position = this.checkpoints.position(name);
      readModels[name] = position ? positionToString(position) : null;
      parked[name] = counts.get(name) ?? 0;
    }
    return {
      status: Object.values(parked).some((n) => n > 0) ? 'degraded' : 'ok',
      database: this.sql.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL',
      eventStore: this.config.eventstoreUrl ? 'EventStoreDB' : 'PostgreSQL',
      readModels,
      parked,
    };
  }
}
