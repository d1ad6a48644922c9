import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { clearedUploadsSchema, successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ClearFinishedUploads } from './clear-finished-uploads.command.js';
import { ClearUpload } from './clear-upload.command.js';

@ApiTags('uploads')
@Controller('uploads')
export class ClearUploadsController {
  constructor(private readonly commands: CommandBus) {}

  /** DELETE /uploads/{id}: clears one of the caller's uploads; an active one cannot be cleared. */
  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  clear(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ClearUpload(actor.userId, id, actorContext(actor, requestId(req))));
  }

  /** DELETE /uploads: clears every finished (completed or failed) upload of the caller. */
  @Delete()
  @Authorize(SIGNED_IN)
  @Answers(clearedUploadsSchema)
  clearFinished(@Actor() actor: Principal, @Req() req: Request): Promise<{ cleared: number }> {
    return this.commands.execute(new ClearFinishedUploads(actor.userId, actorContext(actor, requestId(req))));
  }
}
