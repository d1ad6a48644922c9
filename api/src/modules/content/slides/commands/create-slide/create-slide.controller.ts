import { Body, HttpCode, Post, Query, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { SlideItem } from '@cytocampus/contracts';
import { creationQuerySchema, slideCreateRequestSchema, slideItemSchema, validate } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, type Principal } from '../../../../../auth/principal.js';
import { Authorize } from '../../../../../auth/authorize.js';
import { actorContext } from '../../../../../es/command-context.js';
import { requestId } from '../../../../../http/request-info.js';
import { Answers } from '../../../../../openapi/answers.decorator.js';
import type { RequestBody } from '../../../shared/content-routes.js';
import { SlideRoutes, uploadIdIn } from '../../shared/slide-routes.js';
import { CreateSlide } from './create-slide.command.js';

@SlideRoutes()
export class CreateSlideController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides?orgId=: the body holds the slide's fields (or {slide: fields}) and the uploads of its image and analysis file. */
  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(slideItemSchema)
  create(
    @Actor() actor: Principal,
    @Body({ schema: slideCreateRequestSchema() }) body: RequestBody,
    @Query({ schema: creationQuerySchema }) query: unknown,
    @Req() req: Request,
  ): Promise<SlideItem> {
    const { orgId = null } = valid(validate(creationQuerySchema, query));
    // The fields are the command's to check, as for every content type (the schema's union would refuse them with other texts).
    const { uploadId, analysisId, slide, ...rest } = body ?? {};
    const upload = uploadId === undefined || uploadId === null ? null : uploadIdIn(uploadId, 'uploadId');
    const analysis = analysisId === undefined || analysisId === null ? null : uploadIdIn(analysisId, 'analysisId');
    return this.commands.execute(new CreateSlide(actor, slide ?? rest, orgId, upload, analysis, actorContext(actor, requestId(req))));
  }
}
