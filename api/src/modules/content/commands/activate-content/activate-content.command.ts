import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { otherActiveRevisions } from '@cytocampus/projections';
import { ruleActor } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { PtSetRules } from '../../proficiency/pt-set-rules.js';
import { ContentChange, ContentChanges } from '../../shared/content-changes.js';

/** PUT /{path}/{id} {activate: true}. */
export class ActivateContent extends ContentChange {}

/** Activation (canEdit) makes the revision the item's current one; a proficiency test only while its set keeps the rules. */
@CommandHandler(ActivateContent)
export class ActivateContentHandler implements ICommandHandler<ActivateContent, ContentItem> {
  constructor(
    private readonly changes: ContentChanges,
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly ptRules: PtSetRules,
  ) {}

  async execute(command: ActivateContent): Promise<ContentItem> {
    const { actor, type, ctx } = command;
    const { source, state } = await this.changes.findWith(command, 'canEdit');
    // A proficiency test's slides may have changed their solutions since it was saved: its set is checked again.
    await this.ptRules.require(ruleActor(actor), type, state.orgId, state.fields);
    await this.changes.append(type, source.id, { type: 'ActivateContent', now: this.es.now().toISOString() }, ctx);
    await this.deactivateOtherRevisions(type, source.itemId, source.id, ctx);
    return this.changes.answer(actor, type, source.id);
  }

  /**
   * One active revision per item: activating one deactivates the others. It is part of the
   * activation the caller was allowed, so the other revisions' owners are not asked.
   */
  private async deactivateOtherRevisions(type: AuthoredType, itemId: string, activeId: string, ctx: CommandContext): Promise<void> {
    for (const id of await otherActiveRevisions(this.sql, type, itemId, activeId)) await this.changes.append(type, id, { type: 'DeactivateContent' }, ctx);
  }
}
