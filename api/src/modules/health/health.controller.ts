import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { positionToString, type SqlClient } from '@cytocampus/event-store';
import { READ_MODELS, type CheckpointWatcher } from '@cytocampus/projections';
import type { Config } from '../../config.js';
import { CHECKPOINTS, CONFIG, SQL } from '../../infra/tokens.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CHECKPOINTS) private readonly checkpoints: CheckpointWatcher,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** GET /health: answers once the database responds; shows how far each read model got. */
  @Get()
  async health(): Promise<{ status: 'ok'; database: string; eventStore: string; readModels: Record<string, string | null> }> {
    await this.sql.query('select 1');
    const readModels: Record<string, string | null> = {};
    for (const { name } of READ_MODELS) {
      const position = this.checkpoints.position(name);
      readModels[name] = position ? positionToString(position) : null;
    }
    return {
      status: 'ok',
      database: this.sql.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL',
      eventStore: this.config.eventstoreUrl ? 'EventStoreDB' : 'PostgreSQL',
      readModels,
    };
  }
}
