import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { UploadEntry } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { uploadEntrySchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListUploads } from './list-uploads.query.js';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /uploads: the caller's recent uploads (the Uploads tab of the alerts menu). */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(uploadEntrySchema.array())
  list(@Actor() actor: Principal): Promise<UploadEntry[]> {
    return this.queries.execute(new ListUploads(actor.userId));
  }
}
