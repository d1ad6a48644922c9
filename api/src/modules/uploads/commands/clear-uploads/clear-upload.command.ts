import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { CommandContext } from '../../../../es/command-context.js';
import { SQL } from '../../../../infra/tokens.js';
import { ChangeUpload } from '../change-upload/change-upload.command.js';
import { UploadActivity } from '../../progress/upload-activity.js';
import { findUpload, isUploadId } from '../../shared/upload-rows.js';
import { UploadStorage } from '../../shared/upload-storage.js';

/** Clears one of the caller's uploads from their list. */
export class ClearUpload extends Command<{ success: true }> {
  constructor(
    readonly userId: string,
    readonly uploadId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** An active upload cannot be cleared; an interrupted one given up loses its partial data. */
@CommandHandler(ClearUpload)
export class ClearUploadHandler implements ICommandHandler<ClearUpload, { success: true }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly activity: UploadActivity,
    private readonly storage: UploadStorage,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ userId, uploadId, ctx }: ClearUpload): Promise<{ success: true }> {
    if (!isUploadId(uploadId)) throw new DomainError('not_found', UPLOAD_MSG.uploadNotFound);
    const row = await findUpload(this.sql, uploadId);
    const unfinished = row?.status === 'uploading';
    const active = unfinished && (await this.activity.isActive(uploadId));
    // The decider answers 404 for an unknown id or another user's upload.
    await this.commands.execute(new ChangeUpload(uploadId, { type: 'ClearUpload', actorId: userId, active }, ctx));
    if (unfinished) await this.storage.remove(uploadId);
    return { success: true };
  }
}
