import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { validField } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { bool, slideImageRequestSchema, slideItemSchema, validate } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { SlideRoutes, uploadIdIn } from '../../shared/slide-routes.js';
import { RecordImageUpload } from './record-image-upload.command.js';

@SlideRoutes()
export class RecordImageUploadController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides/{id}/slide/image {uploadId, finished}: the image's upload started (UPLOADING) or finished (QUEUED). */
  @Post(':id/slide/image')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(slideItemSchema)
  image(
    @Actor() actor: Principal,
    @Param('id') slideId: string,
    @Body({ schema: slideImageRequestSchema }) body: RequestBody,
    @Req() req: Request,
  ): Promise<SlideItem> {
    // By hand rather than with the schema: `finished: null` is taken as true (the schema defaults only a missing one).
    const uploadId = uploadIdIn(body?.uploadId, 'uploadId');
    const finished = validField(validate(bool(), body?.finished ?? true), 'finished');
    return this.commands.execute(new RecordImageUpload(actor, slideId, uploadId, finished, actorContext(actor, requestId(req))));
  }
}
