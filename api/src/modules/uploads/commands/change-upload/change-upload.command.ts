import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { uploadDecider, uploadStream, type UploadCommand, type UploadState } from '@cytocampus/domain';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';

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

/** Decides, appends and waits for the uploads read model (whose projection tells the owner's tabs). */
@CommandHandler(ChangeUpload)
export class ChangeUploadHandler implements ICommandHandler<ChangeUpload, UploadState> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ uploadId, command, ctx }: ChangeUpload): Promise<UploadState> {
    const { state, position } = await this.es.aggregate(uploadStream(uploadId), uploadDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['uploads']);
    return state;
  }
}
