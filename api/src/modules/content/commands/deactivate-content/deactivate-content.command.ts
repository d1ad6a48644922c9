import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentItem } from '@cytocampus/contracts';
import { ContentChange, ContentChanges } from '../../shared/content-changes.js';

/** PUT /{path}/{id} {deactivate: true}. */
export class DeactivateContent extends ContentChange {}

/** Deactivation (canEdit) only clears active (ADR 0011). */
@CommandHandler(DeactivateContent)
export class DeactivateContentHandler implements ICommandHandler<DeactivateContent, ContentItem> {
  constructor(private readonly changes: ContentChanges) {}

  execute(command: DeactivateContent): Promise<ContentItem> {
    return this.changes.change(command, 'canEdit', () => ({ type: 'DeactivateContent' }));
  }
}
