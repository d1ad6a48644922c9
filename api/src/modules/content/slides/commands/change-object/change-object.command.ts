import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class ChangeSlideObject extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    readonly objectId: string,
    readonly catIdx: number,
    readonly rank: number,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** An object moves to a category and a place in it. */
@CommandHandler(ChangeSlideObject)
export class ChangeSlideObjectHandler implements ICommandHandler<ChangeSlideObject, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: ChangeSlideObject): Promise<SlideItem> {
    const { objectId, catIdx, rank } = command;
    return this.slides.change(command, 'canEdit', () => [{ type: 'ChangeSlideObject', id: objectId, catIdx, rank }]);
  }
}
