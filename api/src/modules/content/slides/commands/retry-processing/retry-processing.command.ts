import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

/** POST /slides/{id}/slide/retry: a slide whose processing failed is QUEUED again. */
export class RetrySlideProcessing extends SlideChange {}

@CommandHandler(RetrySlideProcessing)
export class RetrySlideProcessingHandler implements ICommandHandler<RetrySlideProcessing, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: RetrySlideProcessing): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => [{ type: 'RetrySlideProcessing' }]);
  }
}
