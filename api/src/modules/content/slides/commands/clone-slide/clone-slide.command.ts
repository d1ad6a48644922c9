import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import type { SlideCommand } from '@cytocampus/domain';
import { canCreateContent } from '@cytocampus/permissions';
import { ruleActor } from '../../../../../auth/principal.js';
import { forbidden } from '../../../shared/content-changes.js';
import { SlideFiles } from '../../shared/slide-files.js';
import { attachImage, newSlide, SlideChange, SlideChanges } from '../../shared/slide-changes.js';

export class CloneSlide extends SlideChange {}

/**
 * A new slide of the caller's in the slide's organization, with its fields and its image, whoever
 * uploaded it: the pyramid lives under the upload's id, so it is shared, not built again.
 */
@CommandHandler(CloneSlide)
export class CloneSlideHandler implements ICommandHandler<CloneSlide, SlideItem> {
  constructor(
    private readonly slides: SlideChanges,
    private readonly files: SlideFiles,
  ) {}

  async execute(command: CloneSlide): Promise<SlideItem> {
    const { actor, ctx } = command;
    const slide = await this.slides.find(command);
    if (!canCreateContent(ruleActor(actor), 'slide', slide.orgId)) forbidden();
    const { uploadId } = await this.slides.stored(slide.id);
    const created = newSlide(actor.userId, slide.fields, slide.orgId);
    const then: SlideCommand[] = [];
    if (uploadId) then.push(attachImage(await this.files.ownUpload(uploadId, actor.userId, 'slide', { anyOwner: true })));
    // The objects as `find` read them, custom ones left out.
    const objects = slide.objects.map((list) => list.filter((obj) => !obj.custom));
    then.push({ type: 'ImportSlideAnalysis', analysis: { objects, cellCount: null, atyp: null, atypsd: null, accession: null, patient: null } });
    return this.slides.create(actor, created, then, ctx);
  }
}
