import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { valid } from '@cytocampus/domain';
import type { SlideItem } from '@cytocampus/contracts';
import type { SlideCommand } from '@cytocampus/domain';
import { canCreateContent } from '@cytocampus/permissions';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../../auth/principal.js';
import type { CommandContext } from '../../../../../es/command-context.js';
import { forbidden } from '../../../shared/content-changes.js';
import { ContentOrganizations } from '../../../shared/content-organizations.js';
import { SlideFiles } from '../../shared/slide-files.js';
import { attachImage, newSlide, SlideChanges } from '../../shared/slide-changes.js';

export class CreateSlide extends Command<SlideItem> {
  constructor(
    readonly actor: Principal,
    readonly fields: unknown,
    /** null: site-wide. */
    readonly orgId: string | null,
    /** The caller's finished upload of the image, if any. */
    readonly uploadId: string | null,
    /** The caller's upload of an analysis file, if any. */
    readonly analysisId: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** POST /slides: a new slide, NEW until its image is uploaded; with an image and an analysis file in the same call. */
@CommandHandler(CreateSlide)
export class CreateSlideHandler implements ICommandHandler<CreateSlide, SlideItem> {
  constructor(
    private readonly slides: SlideChanges,
    private readonly files: SlideFiles,
    private readonly organizations: ContentOrganizations,
  ) {}

  async execute({ actor, fields, orgId, uploadId, analysisId, ctx }: CreateSlide): Promise<SlideItem> {
    if (!canCreateContent(ruleActor(actor), 'slide', orgId)) forbidden();
    await this.organizations.requireExisting(orgId);
    const created = newSlide(actor.userId, normalizeSlide(valid(validateContent('slide', fields, 'create'))), orgId);
    const then: SlideCommand[] = [];
    if (uploadId) then.push(attachImage(await this.files.ownUpload(uploadId, actor.userId, 'slide')));
    if (analysisId) then.push(...(await this.files.analysisCommands(analysisId, actor.userId)));
    return this.slides.create(actor, created, then, ctx);
  }
}
