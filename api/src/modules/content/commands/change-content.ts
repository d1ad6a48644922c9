import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type AuthoredType, type ContentItem, type ItemAbilities } from '@cytocampus/contracts';
import { contentDecider, contentStream, type ContentCommand, type ContentState } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canCreateContent, contentAbilities } from '@cytocampus/permissions';
import { validateContent } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { ApiException } from '../../../http/api-exception.js';
import { valid } from '../../../http/validate.js';
import { SQL } from '../../../infra/tokens.js';
import { GetContent } from '../queries/content-queries.js';
import { ContentOrganizations } from '../shared/content-organizations.js';

/** What a request asks of an item. */
export type ContentAction =
  | { kind: 'create'; fields: unknown; orgId: string | null }
  | { kind: 'update'; fields: unknown }
  | { kind: 'activate' }
  | { kind: 'deactivate' }
  | { kind: 'delete' }
  | { kind: 'revise' }
  | { kind: 'lock'; locked: boolean };

export class ChangeContent extends Command<ContentItem | { success: true }> {
  constructor(
    readonly actor: Principal,
    readonly type: AuthoredType,
    /** The revision acted on (null to create). */
    readonly id: string | null,
    readonly action: ContentAction,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const forbidden = (): never => {
  throw new ApiException(403, MSG.forbidden);
};

/**
 * Every change of a content item (spec part 2 sections 4 and 6): creation in the caller's
 * organization or site-wide, edits and (de)activation with canEdit, locking with canLock, deletion
 * with canDel, and a new revision (a copy, inactive, pointing back with previousId).
 */
@CommandHandler(ChangeContent)
export class ChangeContentHandler implements ICommandHandler<ChangeContent, ContentItem | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    private readonly organizations: ContentOrganizations,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, type, id, action, ctx }: ChangeContent): Promise<ContentItem | { success: true }> {
    const who = ruleActor(actor);
    if (action.kind === 'create') return this.create(actor, type, action.fields, action.orgId, ctx);
    const source = await this.queries.execute<GetContent, ContentItem>(new GetContent(who, type, id ?? ''));
    const revision = this.es.aggregate(contentStream(type, source.id), contentDecider);
    const { state } = await revision.load();
    const can = contentAbilities(who, { type, itemId: source.itemId, ownerId: state.ownerId, orgId: state.orgId, isPublic: source.isPublic, allowedOrgs: source.allowedOrgs, filterOrgs: source.filterOrgs, locked: state.locked });
    if (action.kind === 'revise') return this.revise(actor, type, state, can, ctx);
    const command = this.commandFor(action, state, can, type);
    const { position } = await revision.execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['content']);
    if (action.kind === 'activate') await this.deactivateOtherRevisions(type, source.itemId, source.id, ctx);
    return action.kind === 'delete' ? { success: true } : this.queries.execute(new GetContent(who, type, source.id));
  }

  private commandFor(action: Exclude<ContentAction, { kind: 'create' | 'revise' }>, state: ContentState, can: ItemAbilities, type: AuthoredType): ContentCommand {
    switch (action.kind) {
      case 'update':
        if (!can.canEdit) forbidden();
        return { type: 'UpdateContent', changes: valid(validateContent(type, action.fields, 'update', state.fields)) };
      case 'activate':
      case 'deactivate':
        if (!can.canEdit) forbidden();
        return action.kind === 'activate' ? { type: 'ActivateContent', now: this.es.now().toISOString() } : { type: 'DeactivateContent' };
      case 'lock':
        if (!can.canLock) forbidden();
        return { type: 'LockContent', locked: action.locked };
      case 'delete':
        if (!can.canDel) forbidden();
        return { type: 'DeleteContent' };
    }
  }

  /**
   * One active revision per item: activating one deactivates the others. It is part of the
   * activation the caller was allowed, so the other revisions' owners are not asked.
   */
  private async deactivateOtherRevisions(type: AuthoredType, itemId: string, activeId: string, ctx: CommandContext): Promise<void> {
    const { rows } = await this.sql.query<{ id: string }>('select id from content_items where type = $1 and item_id = $2 and active and id <> $3', [type, itemId, activeId]);
    for (const { id } of rows) {
      const { position } = await this.es.aggregate(contentStream(type, id), contentDecider).execute(() => [{ type: 'DeactivateContent' }], ctx);
      await this.es.readYourWrites(position, ['content']);
    }
  }

  private async create(actor: Principal, type: AuthoredType, fields: unknown, orgId: string | null, ctx: CommandContext): Promise<ContentItem> {
    const who = ruleActor(actor);
    if (!canCreateContent(who, type, orgId)) forbidden();
    await this.organizations.requireExisting(orgId);
    const value = valid(validateContent(type, fields, 'create'));
    // The item id differs from every revision id, so an id in a path names one thing: a revision, or an item's current revision.
    return this.append(actor, type, { type: 'CreateContent', id: randomUUID(), itemId: randomUUID(), contentType: type, ownerId: actor.userId, orgId, previousId: null, fields: value }, ctx);
  }

  /** A new revision: the current fields copied, inactive, owned by whoever revises it, in the same organization. */
  private async revise(actor: Principal, type: AuthoredType, state: ContentState, can: ItemAbilities, ctx: CommandContext): Promise<ContentItem> {
    if (!can.canEdit || !canCreateContent(ruleActor(actor), type, state.orgId)) forbidden();
    const command: ContentCommand = { type: 'CreateContent', id: randomUUID(), itemId: state.itemId ?? '', contentType: type, ownerId: actor.userId, orgId: state.orgId, previousId: state.id, fields: state.fields };
    return this.append(actor, type, command, ctx);
  }

  private async append(actor: Principal, type: AuthoredType, command: Extract<ContentCommand, { type: 'CreateContent' }>, ctx: CommandContext): Promise<ContentItem> {
    const { position } = await this.es.aggregate(contentStream(type, command.id), contentDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['content']);
    return this.queries.execute(new GetContent(ruleActor(actor), type, command.id));
  }
}
