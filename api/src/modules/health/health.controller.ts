import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { positionToString, type SqlClient } from '@cytocampus/event-store';
import { READ_MODELS, countParked, type CheckpointWatcher } from '@cytocampus/projections';
import { healthReportSchema } from '@cytocampus/schema';
import type { Config } from '../../infra/config.js';
import { CHECKPOINTS, CONFIG, SQL } from '../../infra/tokens.js';
import { Answers } from '../../openapi/answers.decorator.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CHECKPOINTS) private readonly checkpoints: CheckpointWatcher,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * GET /health: answers once the database responds; shows how far each read model got and how many
   * events each had to park. A parked event is a change some screen will never show: the status is
   * 'degraded' until a rebuild of that read model applies it (README, "When a read model parks").
   */
  @Get()
  @Answers(healthReportSchema)
  async health(): Promise<{
    status: 'ok' | 'degraded';
    database: string;
    eventStore: string;
    readModels: Record<string, string | null>;
    parked: Record<string, number>;
  }> {
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
