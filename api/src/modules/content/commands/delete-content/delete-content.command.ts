import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ContentChange, ContentChanges } from '../../shared/content-changes.js';

export class DeleteContent extends ContentChange<{ success: true }> {}

/** Deletion needs canDel; the decider refuses locked items and the default assignment (ADR 0011). */
@CommandHandler(DeleteContent)
export class DeleteContentHandler implements ICommandHandler<DeleteContent, { success: true }> {
  constructor(private readonly changes: ContentChanges) {}

  async execute(command: DeleteContent): Promise<{ success: true }> {
    const { source } = await this.changes.findWith(command, 'canDel');
    await this.changes.append(command.type, source.id, { type: 'DeleteContent' }, command.ctx);
    return { success: true };
  }
}
