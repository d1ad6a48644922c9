import { Injectable } from '@nestjs/common';
import { Command, QueryBus } from '@nestjs/cqrs';
import { MSG, type AuthoredType, type ContentItem, type ItemAbilities } from '@cytocampus/contracts';
import { type ContentCommand, contentDecider, type ContentState, contentStream, DomainError } from '@cytocampus/domain';
import { contentAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { GetContent } from '../../../messages/content.js';

export const forbidden = (): never => {
  throw new DomainError('forbidden', MSG.forbidden);
};

/** A change of the revision of `type` that `id` names (or of an item's current revision), asked by `actor`. */
export abstract class ContentChange<R = ContentItem> extends Command<R> {
  constructor(
    readonly actor: Principal,
    readonly type: AuthoredType,
    readonly id: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A revision as a change finds it: as the caller reads it, as it is stored, and what the caller may do with it. */
export interface FoundRevision {
  source: ContentItem;
  state: ContentState;
  can: ItemAbilities;
}

/**
 * The steps the changes of content items share (spec part 2 sections 4 and 6): finding the
 * revision with the caller's abilities, appending to a revision's stream, answering the item.
 */
@Injectable()
export class ContentChanges {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  /** Unknown and unreadable revisions are refused alike (GetContent's 404). */
  async find({ actor, type, id }: ContentChange<unknown>): Promise<FoundRevision> {
    const who = ruleActor(actor);
    const source = await this.queries.execute<GetContent, ContentItem>(new GetContent(who, type, id));
    const { state } = await this.es.aggregate(contentStream(type, source.id), contentDecider).load();
    const can = contentAbilities(who, {
      type,
      itemId: source.itemId,
      ownerId: state.ownerId,
      orgId: state.orgId,
      isPublic: source.isPublic,
      allowedOrgs: source.allowedOrgs,
      filterOrgs: source.filterOrgs,
      locked: state.locked,
    });
    return { source, state, can };
  }

  /** `find`, refusing a caller without `right` on the revision. */
  async findWith(command: ContentChange<unknown>, right: keyof ItemAbilities): Promise<FoundRevision> {
    const found = await this.find(command);
    if (!found.can[right]) forbidden();
    return found;
  }

  /** Appends `command` to revision `id` (a new stream for CreateContent) and waits until the content read model has it. */
  async append(type: AuthoredType, id: string, command: ContentCommand, ctx: CommandContext): Promise<void> {
    const { position } = await this.es.aggregate(contentStream(type, id), contentDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['content']);
  }

  /** The revision as the caller reads it now. */
  answer(actor: Principal, type: AuthoredType, id: string): Promise<ContentItem> {
    return this.queries.execute(new GetContent(ruleActor(actor), type, id));
  }

  /** The usual change: find the revision, check `right`, append what `decide` makes of its stored state, answer it. */
  async change(command: ContentChange<unknown>, right: keyof ItemAbilities, decide: (state: ContentState) => ContentCommand): Promise<ContentItem> {
    const { source, state } = await this.findWith(command, right);
    await this.append(command.type, source.id, decide(state), command.ctx);
    return this.answer(command.actor, command.type, source.id);
  }
}
