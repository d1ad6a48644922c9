import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UploadChange } from '@cytocampus/contracts';
import { uploadDecider, uploadStream, type UploadCommand, type UploadEvent, type UploadState } from '@cytocampus/domain';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';

/** One state change of an upload: start, complete, fail or clear. */
export class ChangeUpload extends Command<UploadState> {
  constructor(
    readonly uploadId: string,
    readonly command: UploadCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const CHANGE: Record<UploadEvent['type'], UploadChange> = {
  UploadStarted: 'started',
  UploadCompleted: 'completed',
  UploadFailed: 'failed',
  UploadCleared: 'cleared',
};

/** Decides, appends, waits for the uploads read model, then tells the owner's tabs. */
@CommandHandler(ChangeUpload)
export class ChangeUploadHandler implements ICommandHandler<ChangeUpload, UploadState> {
  constructor(
    private readonly es: EventSourcing,
    private readonly broadcaster: Broadcaster,
  ) {}

  async execute({ uploadId, command, ctx }: ChangeUpload): Promise<UploadState> {
    const { state, events, position } = await this.es.aggregate(uploadStream(uploadId), uploadDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['uploads']);
    const last = events.at(-1);
    if (last && state.upload) this.broadcaster.uploadChanged(state.upload.ownerId, { id: uploadId, change: CHANGE[last.type] });
    return state;
  }
}
