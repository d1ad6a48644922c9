import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideFiles } from '../../shared/slide-files.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class ImportAnalysis extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    /** The caller's upload of the analysis file. */
    readonly analysisId: string,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** An uploaded analysis file's objects and metrics become the slide's (its problems with the spec's messages). */
@CommandHandler(ImportAnalysis)
export class ImportAnalysisHandler implements ICommandHandler<ImportAnalysis, SlideItem> {
  constructor(
    private readonly slides: SlideChanges,
    private readonly files: SlideFiles,
  ) {}

  execute(command: ImportAnalysis): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => this.files.analysisCommands(command.analysisId, command.actor.userId));
  }
}
