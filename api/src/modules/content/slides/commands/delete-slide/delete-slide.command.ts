import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class DeleteSlide extends SlideChange<{ success: true }> {}

/** Deletion needs canDel; the decider refuses locked slides. */
@CommandHandler(DeleteSlide)
export class DeleteSlideHandler implements ICommandHandler<DeleteSlide, { success: true }> {
  constructor(private readonly slides: SlideChanges) {}

  async execute(command: DeleteSlide): Promise<{ success: true }> {
    const slide = await this.slides.findWith(command, 'canDel');
    await this.slides.record(slide.id, () => [{ type: 'DeleteContent' }], command.ctx);
    return { success: true };
  }
}
