import { stat } from 'node:fs/promises';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SlideItem } from '@cytocampus/contracts';
import { contentStream, DomainError, slideDecider } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../../auth/principal.js';
import { EventSourcing } from '../../../../../es/event-sourcing.service.js';
import { GetSlide } from '../../../../../messages/content.js';
import { NOT_READY } from '../../files/slide-pyramids.js';
import { SlideFiles } from '../../shared/slide-files.js';

/** The slide's original file as the download sends it. */
export interface SlideOriginal {
  path: string;
  bytes: number;
  /** The uploader's file name ('slide' when unknown). */
  name: string;
}

/** GET /slides/download/{id}: the original file, for those who may edit the slide. */
export class GetSlideOriginal extends Query<SlideOriginal> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSlideOriginal)
export class GetSlideOriginalHandler implements IQueryHandler<GetSlideOriginal, SlideOriginal> {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: SlideFiles,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, slideId }: GetSlideOriginal): Promise<SlideOriginal> {
    const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), slideId, false));
    if (!slide.abilities.canEdit) throw new DomainError('forbidden', 'You may not download this slide.');
    // The upload is the stored slide's: the read model does not show it.
    const { state } = await this.es.aggregate(contentStream('slide', slide.id), slideDecider).load();
    const file = state.uploadId ? await this.files.ownUpload(state.uploadId, actor.userId, 'slide', { anyOwner: true }) : null;
    if (!file) throw new DomainError('conflict', NOT_READY);
    return { path: file.path, bytes: (await stat(file.path)).size, name: slide.fileName ?? 'slide' };
  }
}
