import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { valid } from '@cytocampus/domain';
import type { SlideItem } from '@cytocampus/contracts';
import type { SlideCommand, SlideState } from '@cytocampus/domain';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import type { Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class UpdateSlide extends SlideChange {
  constructor(
    actor: Principal,
    slideId: string,
    readonly fields: unknown,
    ctx: CommandContext,
  ) {
    super(actor, slideId, ctx);
  }
}

/** An edit is checked against the slide as it is stored, then normalized like a new one. */
function updateOf(fields: unknown, state: SlideState): SlideCommand[] {
  const changes = valid(validateContent('slide', fields, 'update', state.fields));
  const normalized = normalizeSlide({ ...state.fields, ...changes });
  const changed = Object.fromEntries(
    Object.keys({ ...changes, name: null, solution: null })
      .filter((k) => k in normalized)
      .map((k) => [k, normalized[k]]),
  );
  return [{ type: 'UpdateContent', changes: changed }];
}

/** An edit of the slide's fields (canEdit, or its owner while NEW). */
@CommandHandler(UpdateSlide)
export class UpdateSlideHandler implements ICommandHandler<UpdateSlide, SlideItem> {
  constructor(private readonly slides: SlideChanges) {}

  async execute(command: UpdateSlide): Promise<SlideItem> {
    const slide = await this.slides.findWith(command, 'canEdit');
    // Decided on the stored state, so again after a concurrent write.
    await this.slides.record(slide.id, (state) => updateOf(command.fields, state), command.ctx);
    return this.slides.answer(command.actor, slide.id);
  }
}
