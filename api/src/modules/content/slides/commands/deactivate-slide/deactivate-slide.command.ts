import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

/** PUT /slides/{id} {deactivate: true}. */
export class DeactivateSlide extends SlideChange {}

@CommandHandler(DeactivateSlide)
export class DeactivateSlideHandler implements ICommandHandler<DeactivateSlide, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: DeactivateSlide): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => [{ type: 'DeactivateContent' }]);
  }
}
