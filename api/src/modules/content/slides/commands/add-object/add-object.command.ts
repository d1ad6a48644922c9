import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ObjectOfInterest, SlideItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class AddSlideObject extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    /** Where on the image, in level-0 pixels. */
    readonly x: number,
    readonly y: number,
    readonly catIdx: number,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** A custom object at a point, last in its category. */
@CommandHandler(AddSlideObject)
export class AddSlideObjectHandler implements ICommandHandler<AddSlideObject, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  execute(command: AddSlideObject): Promise<SlideItem> {
    const { x, y, catIdx } = command;
    const object: ObjectOfInterest = {
      id: `custom-${randomUUID()}`,
      coords: { x, y },
      cat: { idx: catIdx, name: '' },
      rank: Number.MAX_SAFE_INTEGER,
      custom: true,
    };
    return this.slides.change(command, 'canEdit', () => [{ type: 'AddSlideObject', object }]);
  }
}
