import { Controller, Delete, Param, Put, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { STATS_READ_ONLY, type ClearedProgress } from '@cytocampus/contracts';
import { atLeastRole, SIGNED_IN } from '@cytocampus/permissions';
import { clearedProgressSchema, clearProgressQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ClearProgress, EVERY_COURSE, type ClearScope } from './clear-progress.command.js';

/** The stats calls of spec part 2 section 7 that write. */
@ApiTags('learning')
@Controller('stats')
export class ClearProgressController {
  constructor(private readonly commands: CommandBus) {}

  /** DELETE /stats/{userId}/records?moduleId&itemId: clears a learner's progress in a course, one item, or without either every course ('Clear Stats'; admin or super). */
  @Delete(':userId/records')
  @Authorize(atLeastRole('admin'))
  @Answers(clearedProgressSchema)
  clear(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Query({ schema: clearProgressQuerySchema }) query: Record<string, unknown>,
    @Req() req: Request,
  ): Promise<ClearedProgress> {
    const { moduleId, itemId } = valid(validate(clearProgressQuerySchema, query));
    const scope: ClearScope = moduleId ? { moduleId, itemId } : itemId ? { itemId } : EVERY_COURSE;
    return this.commands.execute(new ClearProgress(actor, userId, scope, actorContext(actor, requestId(req))));
  }

  /** PUT /stats/{userId}/records/{recordId}: the spec's client wrote records; here the server derives them (docs/adr/0021). */
  @Put(':userId/records/:recordId')
  @Authorize(SIGNED_IN)
  @ApiResponse({ status: 405, description: STATS_READ_ONLY })
  write(): never {
    throw new ApiException(405, STATS_READ_ONLY);
  }
}
