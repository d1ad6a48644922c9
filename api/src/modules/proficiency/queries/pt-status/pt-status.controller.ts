import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PtPersonStatus } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { fileQuerySchema, ptPersonStatusSchema, ptYearPathSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { asFileNotFound } from '../../../../http/file-not-found.js';
import { sendStoredFile } from '../../../../http/send-stored-file.js';
import { GetPtRecordFile } from './pt-record-file.query.js';
import { GetPtStatus } from './pt-status.query.js';

/** One person's proficiency status of a year (docs/adr/0035): the person's own, or a manager's view of their organization's people. */
@ApiTags('proficiency')
@Controller('proficiency')
export class PtStatusController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /proficiency/{userId}/{year}: state, step, failures, deadline, may screen GYN, attempts with scores and automatic failures, records. */
  @Get(':userId/:year')
  @Authorize(SIGNED_IN)
  @Answers(ptPersonStatusSchema)
  status(@Actor() actor: Principal, @Param('userId') userId: string, @Param('year') year: string): Promise<PtPersonStatus> {
    const path = valid(validate(ptYearPathSchema, { year }));
    return this.queries.execute(new GetPtStatus(ruleActor(actor), userId, path.year));
  }

  /**
   * GET /proficiency/{userId}/{year}/files/{fileId}: the document kept with one of the year's records
   * (a training certificate), to the person and to every manager who may see their ladder, whoever
   * uploaded it. Anything else answers 404 'File not found.'.
   */
  @Get(':userId/:year/files/:fileId')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async file(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Param('year') year: string,
    @Param('fileId') fileId: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const path = valid(validate(ptYearPathSchema, { year }));
    const { noAttach } = valid(validate(fileQuerySchema, query));
    // A person the caller may not see is a file not found too.
    const file = await this.queries.execute(new GetPtRecordFile(ruleActor(actor), userId, path.year, fileId)).catch(asFileNotFound);
    // Who manages the person can change: revalidate each time (cheap, with the ETag).
    await sendStoredFile(res, file, noAttach, 'private, no-cache');
  }
}
