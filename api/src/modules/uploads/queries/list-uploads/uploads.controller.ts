import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { UploadEntry } from '@cytocampus/contracts';
import { uploadEntrySchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListUploads } from './list-uploads.query.js';

@ApiTags('uploads')
@Controller('uploads')
@UseGuards(SignedInGuard)
export class UploadsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /uploads: the caller's recent uploads (the Uploads tab of the alerts menu). */
  @Get()
  @Answers(uploadEntrySchema.array())
  list(@Actor() actor: Principal): Promise<UploadEntry[]> {
    return this.queries.execute(new ListUploads(actor.userId));
  }
}
