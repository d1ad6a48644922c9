import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import { validateContent } from '@cytocampus/schema';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { valid } from '../../../../http/validate.js';
import { ContentChange, ContentChanges } from '../../shared/content-changes.js';

export class UpdateContent extends ContentChange {
  constructor(
    actor: Principal,
    type: AuthoredType,
    id: string,
    readonly fields: unknown,
    ctx: CommandContext,
  ) {
    super(actor, type, id, ctx);
  }
}

/** An edit (canEdit), checked against the revision's stored fields. */
@CommandHandler(UpdateContent)
export class UpdateContentHandler implements ICommandHandler<UpdateContent, ContentItem> {
  constructor(private readonly changes: ContentChanges) {}

  execute(command: UpdateContent): Promise<ContentItem> {
    const { type, fields } = command;
    return this.changes.change(command, 'canEdit', (state) => ({
      type: 'UpdateContent',
      changes: valid(validateContent(type, fields, 'update', state.fields)),
    }));
  }
}
