import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { ContentChange, ContentChanges } from '../../shared/content-changes.js';

export class LockContent extends ContentChange {
  constructor(
    actor: Principal,
    type: AuthoredType,
    id: string,
    readonly locked: boolean,
    ctx: CommandContext,
  ) {
    super(actor, type, id, ctx);
  }
}

/** Locking and unlocking need canLock; a locked item is never deleted (ADR 0011). */
@CommandHandler(LockContent)
export class LockContentHandler implements ICommandHandler<LockContent, ContentItem> {
  constructor(private readonly changes: ContentChanges) {}

  execute(command: LockContent): Promise<ContentItem> {
    return this.changes.change(command, 'canLock', () => ({ type: 'LockContent', locked: command.locked }));
  }
}
