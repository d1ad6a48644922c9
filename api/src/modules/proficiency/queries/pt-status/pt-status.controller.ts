import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PtPersonStatus } from '@cytocampus/contracts';
import { ptPersonStatusSchema, ptYearPathSchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { valid } from '../../../../http/validate.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { PtLadderReader } from '../../shared/pt-ladder.reader.js';

/** One person's proficiency status of a year (docs/adr/0035): the person's own, or a manager's view of their organization's people. */
@ApiTags('proficiency')
@Controller('proficiency')
@UseGuards(SignedInGuard)
export class PtStatusController {
  constructor(private readonly reader: PtLadderReader) {}

  /** GET /proficiency/{userId}/{year}: state, step, failures, deadline, may screen GYN, attempts with scores and automatic failures, records. */
  @Get(':userId/:year')
  @Answers(ptPersonStatusSchema)
  status(@Actor() actor: Principal, @Param('userId') userId: string, @Param('year') year: string): Promise<PtPersonStatus> {
    const path = valid(validate(ptYearPathSchema, { year }));
    return this.reader.person(ruleActor(actor), userId, path.year);
  }
}
