import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { valid } from '@cytocampus/domain';
import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import { validateContent } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { PtSetRules } from '../../proficiency/pt-set-rules.js';
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

/** An edit (canEdit), checked against the revision's stored fields; a proficiency test's set as the edit leaves it. */
@CommandHandler(UpdateContent)
export class UpdateContentHandler implements ICommandHandler<UpdateContent, ContentItem> {
  constructor(
    private readonly changes: ContentChanges,
    private readonly ptRules: PtSetRules,
  ) {}

  async execute(command: UpdateContent): Promise<ContentItem> {
    const { actor, type, fields, ctx } = command;
    const { source, state } = await this.changes.findWith(command, 'canEdit');
    const changes = valid(validateContent(type, fields, 'update', state.fields));
    await this.ptRules.require(ruleActor(actor), type, state.orgId, { ...state.fields, ...changes });
    await this.changes.append(type, source.id, { type: 'UpdateContent', changes }, ctx);
    return this.changes.answer(actor, type, source.id);
  }
}
