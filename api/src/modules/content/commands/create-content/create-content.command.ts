import { randomUUID } from 'node:crypto';
import { valid } from '@cytocampus/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import { canCreateContent } from '@cytocampus/permissions';
import { validateContent } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { ContentChanges, forbidden } from '../../shared/content-changes.js';
import { PtSetRules } from '../../proficiency/pt-set-rules.js';
import { ContentOrganizations } from '../../shared/content-organizations.js';

export class CreateContent extends Command<ContentItem> {
  constructor(
    readonly actor: Principal,
    readonly type: AuthoredType,
    readonly fields: unknown,
    /** null: site-wide. */
    readonly orgId: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** POST /{path}: a new item, in the caller's organization or site-wide (spec part 2 section 4), its first revision inactive. */
@CommandHandler(CreateContent)
export class CreateContentHandler implements ICommandHandler<CreateContent, ContentItem> {
  constructor(
    private readonly changes: ContentChanges,
    private readonly organizations: ContentOrganizations,
    private readonly ptRules: PtSetRules,
  ) {}

  async execute({ actor, type, fields, orgId, ctx }: CreateContent): Promise<ContentItem> {
    if (!canCreateContent(ruleActor(actor), type, orgId)) forbidden();
    await this.organizations.requireExisting(orgId);
    const value = valid(validateContent(type, fields, 'create'));
    await this.ptRules.require(ruleActor(actor), type, orgId, value);
    // The item id differs from every revision id, so an id in a path names one thing: a revision, or an item's current revision.
    const id = randomUUID();
    await this.changes.append(
      type,
      id,
      { type: 'CreateContent', id, itemId: randomUUID(), contentType: type, ownerId: actor.userId, orgId, previousId: null, fields: value },
      ctx,
    );
    return this.changes.answer(actor, type, id);
  }
}
