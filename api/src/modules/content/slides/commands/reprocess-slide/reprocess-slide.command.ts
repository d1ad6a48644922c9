import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

/** POST /slides/{id}/slide/reprocess (ours): an editor has a COMPLETE slide's pyramid built again (UPDATING). */
export class ReprocessSlide extends SlideChange {}

@CommandHandler(ReprocessSlide)
export class ReprocessSlideHandler implements ICommandHandler<ReprocessSlide, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: ReprocessSlide): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => [{ type: 'ReprocessSlide', reason: 'update' }]);
  }
}
