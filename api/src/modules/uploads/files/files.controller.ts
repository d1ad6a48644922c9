import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { fileQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, type Principal } from '../../../auth/principal.js';
import { ApiException } from '../../../http/api-exception.js';
import { AnswersFile } from '../../../openapi/answers.decorator.js';
import { sendStoredFile } from '../../../http/send-stored-file.js';
import { GetUploadedFile, type UploadedFile } from '../../../messages/uploads.js';

/**
 * Pictures are embedded across the site (profile pictures beside names), so any signed-in user
 * may load them; every other file (presentation documents and videos, slides, analysis files) is
 * its uploader's here, and readers get it through the owning item's route, which checks access.
 */
const servesToAnyone = (file: UploadedFile): boolean => file.purpose === 'image';

@ApiTags('uploads')
@Controller('files')
export class FilesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /files/{fileId}: a finished upload, to its uploader, or to anyone signed in when it is a picture. */
  @Get(':fileId')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async serve(
    @Actor() actor: Principal,
    @Param('fileId') fileId: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const { noAttach } = valid(validate(fileQuerySchema, query));
    const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId));
    // Someone else's file answers as a missing one, so ids cannot be probed.
    if (file.ownerId !== actor.userId && !servesToAnyone(file)) throw new ApiException(404, UPLOAD_MSG.fileNotFound);
    // The bytes behind a file id never change.
    await sendStoredFile(res, file, noAttach, 'private, max-age=31536000, immutable');
  }
}
