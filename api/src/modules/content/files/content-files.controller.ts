import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { fileQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, type Principal } from '../../../auth/principal.js';
import { sendStoredFile } from '../../../http/send-stored-file.js';
import { AnswersFile } from '../../../openapi/answers.decorator.js';
import { GetContentFile } from '../queries/get-content-file/get-content-file.query.js';

/** The answer depends on the caller: never shared, revalidated (ETag) so a withdrawn share takes effect. */
const PRIVATE_REVALIDATED = 'private, no-cache';

/**
 * GET /presentations/file/{src} and GET /quizzes/file/{fileId} (spec part 2 section 7): the file
 * of a page or an image of a quiz (GetContentFile says who may have it). The bytes are streamed
 * here, with the uploads module's headers: /files/{id} serves such files to their uploader only.
 */
@ApiTags('content')
@Controller()
export class ContentFilesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('presentations/file/:src')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async presentationFile(
    @Actor() actor: Principal,
    @Param('src') src: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const { noAttach } = valid(validate(fileQuerySchema, query));
    await sendStoredFile(res, await this.queries.execute(new GetContentFile(actor, 'presentation', src)), noAttach, PRIVATE_REVALIDATED);
  }

  @Get('quizzes/file/:fileId')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async quizFile(
    @Actor() actor: Principal,
    @Param('fileId') fileId: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const { noAttach } = valid(validate(fileQuerySchema, query));
    await sendStoredFile(res, await this.queries.execute(new GetContentFile(actor, 'quiz', fileId)), noAttach, PRIVATE_REVALIDATED);
  }
}
