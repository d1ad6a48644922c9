import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { SlideCommand } from '@cytocampus/domain';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideFiles } from '../../shared/slide-files.js';
import { attachImage, SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class RecordImageUpload extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    readonly uploadId: string,
    /** false: the upload has only started. */
    readonly finished: boolean,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** The caller's upload of the slide's image started (UPLOADING; it may still be under way) or finished (the image is attached: QUEUED). */
@CommandHandler(RecordImageUpload)
export class RecordImageUploadHandler implements ICommandHandler<RecordImageUpload, SlideItem> {
  constructor(
    private readonly slides: SlideChanges,
    private readonly files: SlideFiles,
  ) {}

  execute(command: RecordImageUpload): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => this.commandsFor(command));
  }

  private async commandsFor({ actor, uploadId, finished }: RecordImageUpload): Promise<SlideCommand[]> {
    if (!finished) {
      const started = await this.files.ownUpload(uploadId, actor.userId, 'slide', { orUnderWay: true });
      return [{ type: 'BeginSlideUpload', uploadId: started.id }];
    }
    return [attachImage(await this.files.ownUpload(uploadId, actor.userId, 'slide'))];
  }
}
