import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HealthReport } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { healthReportSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetHealthReport } from './get-health-report.query.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /health: the database answers, and how far each read model got (and what it parked). */
  @Get()
  @Authorize(ANYONE)
  @Answers(healthReportSchema)
  health(): Promise<HealthReport> {
    return this.queries.execute(new GetHealthReport());
  }
}
