import { Controller, Delete, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type ClearedProgress } from '@cytocampus/contracts';
import { atLeastRole } from '@cytocampus/permissions';
import { clearedProgressSchema, clearModuleQuerySchema, clearSlideTestQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ClearProgress } from './clear-progress.command.js';

/**
 * The query string is what these routes document; a JSON body with the same fields is read too
 * (the spec's client sent DELETE bodies, which proxies may drop), the query string winning.
 */
const inputOf = (req: Request, query: Record<string, unknown>): Record<string, unknown> => {
  const body: unknown = req.body;
  return { ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}), ...query };
};

/** The overlay's clearing calls (spec part 2 section 7 "Progress"; docs/adr/0023): admin or super only. */
@ApiTags('learning')
@Controller('user/progress')
export class ClearUserProgressController {
  constructor(private readonly commands: CommandBus) {}

  /** DELETE /user/progress/clear-module?userId&moduleId: the learner's progress in one course. */
  @Delete('clear-module')
  @Authorize(atLeastRole('admin'))
  @Answers(clearedProgressSchema)
  clearModule(
    @Actor() actor: Principal,
    @Query({ schema: clearModuleQuerySchema }) query: Record<string, unknown>,
    @Req() req: Request,
  ): Promise<ClearedProgress> {
    const { userId, moduleId } = valid(validate(clearModuleQuerySchema, inputOf(req, query)));
    return this.commands.execute(new ClearProgress(actor, userId, { moduleId }, actorContext(actor, requestId(req))));
  }

  /** DELETE /user/progress/clear-slide-test?userId|authUserId&testId&moduleId: one slide test, in one course or (without moduleId) in every one. */
  @Delete('clear-slide-test')
  @Authorize(atLeastRole('admin'))
  @Answers(clearedProgressSchema)
  clearSlideTest(
    @Actor() actor: Principal,
    @Query({ schema: clearSlideTestQuerySchema }) query: Record<string, unknown>,
    @Req() req: Request,
  ): Promise<ClearedProgress> {
    const { userId, moduleId, testId } = valid(validate(clearSlideTestQuerySchema, inputOf(req, query)));
    const scope = moduleId ? { moduleId, itemId: testId, itemType: 'test' } : { itemId: testId, itemType: 'test' };
    return this.commands.execute(new ClearProgress(actor, userId, scope, actorContext(actor, requestId(req))));
  }
}
