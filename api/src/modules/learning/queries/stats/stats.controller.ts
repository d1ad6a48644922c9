import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { REVIEW_MSG, type StatsRecord, type StatsRecordsAnswer, type StatsResults } from '@cytocampus/contracts';
import {
  statsRecordSchema,
  statsRecordsAnswerSchema,
  statsRecordsQuerySchema,
  statsResultsQuerySchema,
  statsResultsSchema,
  validate,
} from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { StatsRecords } from '../../shared/stats-records.js';
import { GetUser } from '../../../../messages/accounts.js';

/**
 * The stats calls of spec part 2 section 7 that read: a learner's own records and results, or
 * another user's for those who may read that user (a manager in the user's organization, an
 * admin); anyone else's answers 404 as an unknown user does.
 */
@ApiTags('learning')
@Controller('stats')
@UseGuards(SignedInGuard)
export class StatsController {
  constructor(
    private readonly records: StatsRecords,
    private readonly catalogue: LearnerCatalogue,
    private readonly queries: QueryBus,
  ) {}

  /** GET /stats/{userId}/records?moduleId&itemId&refId&itemType&verbose&map. */
  @Get(':userId/records')
  @Answers(statsRecordsAnswerSchema)
  async list(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Query({ schema: statsRecordsQuerySchema }) query: Record<string, unknown>,
  ): Promise<StatsRecordsAnswer> {
    const { verbose, map, ...filter } = valid(validate(statsRecordsQuerySchema, query));
    await this.readable(actor, userId);
    // Keyed by item, each item's standing attempt; as a list, every attempt.
    const records = await this.records.list(userId, filter, verbose, map);
    return map ? Object.fromEntries(records.map((r) => [r.itemId, r])) : records;
  }

  /** GET /stats/{userId}/records/{recordId}: one record with its pages. */
  @Get(':userId/records/:recordId')
  @Answers(statsRecordSchema)
  async one(@Actor() actor: Principal, @Param('userId') userId: string, @Param('recordId') recordId: string): Promise<StatsRecord> {
    await this.readable(actor, userId);
    const [record] = await this.records.list(userId, { recordId }, true);
    if (!record) throw new ApiException(404, REVIEW_MSG.recordNotFound);
    return record;
  }

  /** GET /stats/results (?userId): the courses that are assigned or begun, with progress, result and pass. */
  @Get('results')
  @Answers(statsResultsSchema)
  async results(@Actor() actor: Principal, @Query({ schema: statsResultsQuerySchema }) query: Record<string, unknown>): Promise<StatsResults> {
    const userId = valid(validate(statsResultsQuerySchema, query)).userId ?? actor.userId;
    await this.readable(actor, userId);
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

  /** 404 (as GET /users/{id} answers) unless the caller may read the user. */
  private async readable(actor: Principal, userId: string): Promise<void> {
    if (userId === actor.userId) return;
    await this.queries.execute(new GetUser(ruleActor(actor), userId));
  }
}
