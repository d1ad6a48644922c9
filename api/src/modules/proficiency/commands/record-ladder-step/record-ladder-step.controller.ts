import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PtPersonStatus } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { ptEducationRequestSchema, ptPersonStatusSchema, ptRemediationRequestSchema, ptYearPathSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RecordLadderStep } from './record-ladder-step.command.js';

/** A manager records the ladder's steps after a failed proficiency test (42 CFR 493.855(b); docs/adr/0035). */
@ApiTags('proficiency')
@Controller('proficiency')
export class RecordLadderStepController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /proficiency/{userId}/{year}/remediation {note, uploadId?}: remedial training after a second failure; answers the status. */
  @Post(':userId/:year/remediation')
  @HttpCode(200)
  @Authorize(SIGNED_IN)
  @Answers(ptPersonStatusSchema)
  remediation(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Param('year') year: string,
    @Body({ schema: ptRemediationRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PtPersonStatus> {
    const step = valid(validate(ptRemediationRequestSchema, body ?? {}));
    const path = valid(validate(ptYearPathSchema, { year }));
    return this.commands.execute(new RecordLadderStep(actor, userId, path.year, { kind: 'remediation', ...step }, actorContext(actor, requestId(req))));
  }

  /** POST /proficiency/{userId}/{year}/education {hours, note, uploadId?}: continuing education after a third failure; answers the status. */
  @Post(':userId/:year/education')
  @HttpCode(200)
  @Authorize(SIGNED_IN)
  @Answers(ptPersonStatusSchema)
  education(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Param('year') year: string,
    @Body({ schema: ptEducationRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PtPersonStatus> {
    const step = valid(validate(ptEducationRequestSchema, body ?? {}));
    const path = valid(validate(ptYearPathSchema, { year }));
    return this.commands.execute(new RecordLadderStep(actor, userId, path.year, { kind: 'education', ...step }, actorContext(actor, requestId(req))));
  }
}
