import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentItem } from '@cytocampus/contracts';
import { canCreateContent } from '@cytocampus/permissions';
import { ruleActor } from '../../../../auth/principal.js';
import { ContentChange, ContentChanges, forbidden } from '../../shared/content-changes.js';

export class ReviseContent extends ContentChange {}

/**
 * A new revision (ADR 0011): the current fields copied, inactive, pointing back with previousId,
 * owned by whoever revises it (who may edit the item and create in its organization), in the same organization.
 */
@CommandHandler(ReviseContent)
export class ReviseContentHandler implements ICommandHandler<ReviseContent, ContentItem> {
  constructor(private readonly changes: ContentChanges) {}

  async execute(command: ReviseContent): Promise<ContentItem> {
    const { actor, type, ctx } = command;
    const { state, can } = await this.changes.find(command);
    if (!can.canEdit || !canCreateContent(ruleActor(actor), type, state.orgId)) forbidden();
    const id = randomUUID();
    await this.changes.append(
      type,
      id,
      {
        type: 'CreateContent',
        id,
        itemId: state.itemId ?? '',
        contentType: type,
        ownerId: actor.userId,
        orgId: state.orgId,
        previousId: state.id,
        fields: state.fields,
      },
      ctx,
    );
    return this.changes.answer(actor, type, id);
  }
}
