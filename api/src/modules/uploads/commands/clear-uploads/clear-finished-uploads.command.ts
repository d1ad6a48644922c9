import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import type { CommandContext } from '../../../../es/command-context.js';
import { SQL } from '../../../../infra/tokens.js';
import { ChangeUpload } from '../change-upload/change-upload.command.js';
import { listedUploads } from '../../shared/upload-rows.js';

/** Clears every finished (completed or failed) upload of the caller from their list. */
export class ClearFinishedUploads extends Command<{ cleared: number }> {
  constructor(
    readonly userId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ClearFinishedUploads)
export class ClearFinishedUploadsHandler implements ICommandHandler<ClearFinishedUploads, { cleared: number }> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ userId, ctx }: ClearFinishedUploads): Promise<{ cleared: number }> {
    const finished = (await listedUploads(this.sql, userId, 1000)).filter((row) => row.status !== 'uploading');
    for (const row of finished) await this.commands.execute(new ChangeUpload(row.id, { type: 'ClearUpload', actorId: userId, active: false }, ctx));
    return { cleared: finished.length };
  }
}
