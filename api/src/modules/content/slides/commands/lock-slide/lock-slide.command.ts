import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class LockSlide extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    readonly locked: boolean,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** Locking needs canLock, which a slide offers only when COMPLETE, or to its owner while NEW (slide-rows.ts). */
@CommandHandler(LockSlide)
export class LockSlideHandler implements ICommandHandler<LockSlide, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: LockSlide): Promise<SlideItem> {
    return this.slides.change(command, 'canLock', () => [{ type: 'LockContent', locked: command.locked }]);
  }
}
