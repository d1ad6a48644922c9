import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class RemoveSlideObject extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    readonly objectId: string,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** Removes a custom object (the decider refuses the others). */
@CommandHandler(RemoveSlideObject)
export class RemoveSlideObjectHandler implements ICommandHandler<RemoveSlideObject, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: RemoveSlideObject): Promise<SlideItem> {
    return this.slides.change(command, 'canEdit', () => [{ type: 'RemoveSlideObject', id: command.objectId }]);
  }
}
