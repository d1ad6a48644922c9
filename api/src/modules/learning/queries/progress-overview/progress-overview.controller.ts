import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ProgressOverview } from '@cytocampus/contracts';
import { progressOverviewSchema, progressQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { valid } from '../../../../http/validate.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetUser } from '../../../accounts/queries/get-user/get-user.query.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/** Slide tests (and the cases they hold) count apart in the overview. */
const TEST_TYPES = new Set(['test']);

@ApiTags('learning')
@Controller('user')
@UseGuards(SignedInGuard)
export class ProgressOverviewController {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    private readonly queries: QueryBus,
  ) {}

  /**
   * GET /user/progress?id={userId} (spec part 2 "Progress Overview overlay"): the user, and each
   * course assigned or begun with its items counted as complete (progress 1), incomplete (begun)
   * and pending (not begun). For the user themselves and those who may read them (404 otherwise).
   */
  @Get('progress')
  @Answers(progressOverviewSchema)
  async progress(@Actor() actor: Principal, @Query({ schema: progressQuerySchema }) query: Record<string, unknown>): Promise<ProgressOverview> {
    const { id } = valid(validate(progressQuerySchema, query));
    const user = await this.queries.execute(new GetUser(ruleActor(actor), id));
    const standings = await this.catalogue.standings(id);
    return {
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email, profession: user.bio.profession ?? '', authUserId: user.id },
      modules: standings.map(({ header, items }) => ({
        id: header.moduleId,
        name: header.name,
        items: items.length,
        totalComplete: items.filter((i) => i.progress !== null && i.progress >= 1).length,
        totalIncomplete: items.filter((i) => i.progress !== null && i.progress < 1).length,
        totalPending: items.filter((i) => i.progress === null).length,
        totalTestsOrCases: items.filter((i) => TEST_TYPES.has(i.type)).length,
      })),
    };
  }
}
