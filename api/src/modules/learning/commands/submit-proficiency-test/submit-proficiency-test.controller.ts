import { Body, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { PtResult } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { ptResultSchema, ptSubmitRequestSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ReviewRoutes } from '../../shared/review-routes.js';
import { SubmitProficiencyTestCommand } from './submit-proficiency-test.command.js';

@ReviewRoutes('test')
export class SubmitProficiencyTestController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /tests/{id}/review/{reviewId}/submit (ours, issue 30): submits a proficiency test whole, until its deadline; answers the result. */
  @Put(':id/review/:reviewId/submit')
  @Authorize(holding('ctSubmit'))
  @Answers(ptResultSchema)
  submit(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('reviewId') reviewId: string,
    @Body({ schema: ptSubmitRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PtResult> {
    const { review } = valid(validate(ptSubmitRequestSchema, body ?? {}));
    return this.commands.execute(new SubmitProficiencyTestCommand(actor, id, reviewId, review, actorContext(actor, requestId(req))));
  }
}
