import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, QueryBus } from '@nestjs/cqrs';
import type { ItemAbilities, SlideItem } from '@cytocampus/contracts';
import { contentStream, slideDecider, type SlideCommand, type SlideState } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { forbidden } from '../../shared/content-changes.js';
import { SlideNotices } from '../live/slide-notices.js';
import { type UploadedFile } from '../../../../messages/uploads.js';
import { GetSlide } from '../../../../messages/content.js';

/** A change of the slide `slideId` names (a revision, or an item's current revision), asked by `actor`. */
export abstract class SlideChange<R = SlideItem> extends Command<R> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

type CreateSlide = Extract<SlideCommand, { type: 'CreateContent' }>;

/** A new slide's first event: its item id differs from every revision id, so an id in a path names one thing. */
export const newSlide = (ownerId: string, fields: Record<string, unknown>, orgId: string | null): CreateSlide => ({
  type: 'CreateContent',
  id: randomUUID(),
  itemId: randomUUID(),
  contentType: 'slide',
  ownerId,
  orgId,
  previousId: null,
  fields,
});

/** The finished upload `file` becomes the slide's image (QUEUED for processing). */
export const attachImage = (file: UploadedFile): SlideCommand => ({ type: 'AttachSlideImage', uploadId: file.id, fileName: file.name, bytes: file.size });

/**
 * The steps the changes of slides share (spec part 3): finding the slide with the caller's right,
 * appending to its stream, waiting for the read models, passing the decision on to SlideNotices, answering it.
 */
@Injectable()
export class SlideChanges {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    private readonly notices: SlideNotices,
  ) {}

  /** The slide as stored (what the read model does not show, such as the upload of its image). */
  async stored(slideId: string): Promise<SlideState> {
    return (await this.aggregate(slideId).load()).state;
  }

  /** The slide without its objects; unknown and unreadable slides are refused alike (GetSlide's 404). */
  find({ actor, slideId }: SlideChange<unknown>): Promise<SlideItem> {
    return this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), slideId, false));
  }

  /** `find`, refusing a caller without `right`; canEdit also holds for the owner of a slide still NEW (spec part 3 section 4). */
  async findWith(command: SlideChange<unknown>, right: keyof ItemAbilities): Promise<SlideItem> {
    const slide = await this.find(command);
    const allowed = slide.abilities[right] || (right === 'canEdit' && slide.status === 'NEW' && slide.userId === command.actor.userId);
    if (!allowed) forbidden();
    return slide;
  }

  /** Appends what `commandsFor` decides on the stored slide (again after a concurrent write), waits for the read models, tells SlideNotices. */
  async record(slideId: string, commandsFor: (state: SlideState) => SlideCommand[], ctx: CommandContext): Promise<void> {
    const decided = await this.aggregate(slideId).execute(commandsFor, ctx);
    await this.es.readYourWrites(decided.position, ['content', 'slides']);
    this.notices.recorded(decided);
  }

  /** The slide as the caller reads it now, with its objects. */
  answer(actor: Principal, slideId: string): Promise<SlideItem> {
    return this.queries.execute(new GetSlide(ruleActor(actor), slideId));
  }

  /**
   * The usual change: find the slide, check `right`, then `prepare` the commands (only then: it may
   * read the caller's uploads), record them and answer the slide.
   */
  async change(command: SlideChange<unknown>, right: keyof ItemAbilities, prepare: () => SlideCommand[] | Promise<SlideCommand[]>): Promise<SlideItem> {
    const slide = await this.findWith(command, right);
    const commands = await prepare();
    await this.record(slide.id, () => commands, command.ctx);
    return this.answer(command.actor, slide.id);
  }

  /** A new slide: `created` and what follows it in one append (no watcher can know it yet). */
  async create(actor: Principal, created: CreateSlide, then: SlideCommand[], ctx: CommandContext): Promise<SlideItem> {
    const { position } = await this.aggregate(created.id).execute(() => [created, ...then], ctx);
    await this.es.readYourWrites(position, ['content', 'slides']);
    return this.answer(actor, created.id);
  }

  private aggregate(id: string) {
    return this.es.aggregate(contentStream('slide', id), slideDecider);
  }
}
