import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { EventSourcing } from '../../../../../es/event-sourcing.service.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

/** PUT /slides/{id} {activate: true}. */
export class ActivateSlide extends SlideChange {}

@CommandHandler(ActivateSlide)
export class ActivateSlideHandler implements ICommandHandler<ActivateSlide, SlideItem> {
  constructor(
    private readonly slides: SlideChanges,
    private readonly es: EventSourcing,
  ) {}

  execute(command: ActivateSlide): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => [{ type: 'ActivateContent', now: this.es.now().toISOString() }]);
  }
}
