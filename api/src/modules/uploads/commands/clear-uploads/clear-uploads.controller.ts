import { Controller, Delete, Inject, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { clearedUploadsSchema, successFlagSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { SQL } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ChangeUpload } from '../change-upload/change-upload.command.js';
import { UploadActivity } from '../../progress/upload-activity.js';
import { findUpload, isUploadId, listedUploads } from '../../shared/upload-rows.js';
import { UploadStorage } from '../../shared/upload-storage.js';

@ApiTags('uploads')
@Controller('uploads')
@UseGuards(SignedInGuard)
export class ClearUploadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly activity: UploadActivity,
    private readonly storage: UploadStorage,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  /** DELETE /uploads/{id}: clears one of the caller's uploads; an active one cannot be cleared. */
  @Delete(':id')
  @Answers(successFlagSchema)
  async clear(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    if (!isUploadId(id)) throw new ApiException(404, UPLOAD_MSG.uploadNotFound);
    const row = await findUpload(this.sql, id);
    const unfinished = row?.status === 'uploading';
    const active = unfinished && (await this.activity.isActive(id));
    // The decider answers 404 for an unknown id or another user's upload.
    await this.commands.execute(new ChangeUpload(id, { type: 'ClearUpload', actorId: actor.userId, active }, actorContext(actor, requestId(req))));
    // An interrupted upload given up: its partial data goes.
    if (unfinished) await this.storage.remove(id);
    return { success: true };
  }

  /** DELETE /uploads: clears every finished (completed or failed) upload of the caller. */
  @Delete()
  @Answers(clearedUploadsSchema)
  async clearFinished(@Actor() actor: Principal, @Req() req: Request): Promise<{ cleared: number }> {
    const finished = (await listedUploads(this.sql, actor.userId, 1000)).filter((row) => row.status !== 'uploading');
    const ctx = actorContext(actor, requestId(req));
    for (const row of finished) await this.commands.execute(new ChangeUpload(row.id, { type: 'ClearUpload', actorId: actor.userId, active: false }, ctx));
    return { cleared: finished.length };
  }
}
