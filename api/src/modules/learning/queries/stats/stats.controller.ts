import { Controller, Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { StatsRecord, StatsRecordsAnswer, StatsResults } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import {
  statsRecordSchema,
  statsRecordsAnswerSchema,
  statsRecordsQuerySchema,
  statsResultsQuerySchema,
  statsResultsSchema,
  validate,
} from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetStatsRecord } from './stats-record.query.js';
import { ListStatsRecords } from './stats-records.query.js';
import { GetStatsResults } from './stats-results.query.js';

/**
 * The stats calls of spec part 2 section 7 that read: a learner's own records and results, or
 * another user's for those who may read that user (a manager in the user's organization, an
 * admin); anyone else's answers 404 as an unknown user does.
 */
@ApiTags('learning')
@Controller('stats')
export class StatsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /stats/{userId}/records?moduleId&itemId&refId&itemType&verbose&map. */
  @Get(':userId/records')
  @Authorize(SIGNED_IN)
  @Answers(statsRecordsAnswerSchema)
  list(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Query({ schema: statsRecordsQuerySchema }) query: Record<string, unknown>,
  ): Promise<StatsRecordsAnswer> {
    const { verbose, map, ...filter } = valid(validate(statsRecordsQuerySchema, query));
    return this.queries.execute(new ListStatsRecords(actor, userId, filter, verbose, map));
  }

  /** GET /stats/{userId}/records/{recordId}: one record with its pages. */
  @Get(':userId/records/:recordId')
  @Authorize(SIGNED_IN)
  @Answers(statsRecordSchema)
  one(@Actor() actor: Principal, @Param('userId') userId: string, @Param('recordId') recordId: string): Promise<StatsRecord> {
    return this.queries.execute(new GetStatsRecord(actor, userId, recordId));
  }

  /** GET /stats/results (?userId): the courses that are assigned or begun, with progress, result and pass. */
  @Get('results')
  @Authorize(SIGNED_IN)
  @Answers(statsResultsSchema)
  results(@Actor() actor: Principal, @Query({ schema: statsResultsQuerySchema }) query: Record<string, unknown>): Promise<StatsResults> {
    const userId = valid(validate(statsResultsQuerySchema, query)).userId ?? actor.userId;
    return this.queries.execute(new GetStatsResults(actor, userId));
  }
}
