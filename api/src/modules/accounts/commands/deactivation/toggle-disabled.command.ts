import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG } from '@cytocampus/contracts';
import { canReadUser, userAbilities } from '@cytocampus/permissions';
import { DomainError, userDecider, userStream } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';

export class ToggleDisabled extends Command<{ success: true; disabled: boolean }> {
  constructor(
    readonly actor: Principal,
    readonly targetId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /user/disabled/{id}: deactivates or reactivates another user. A deactivation ends every
 * session of the target; their open tabs are sent to the login screen with the spec's message.
 */
@CommandHandler(ToggleDisabled)
export class ToggleDisabledHandler implements ICommandHandler<ToggleDisabled, { success: true; disabled: boolean }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly broadcaster: Broadcaster,
  ) {}

  async execute({ actor, targetId, ctx }: ToggleDisabled): Promise<{ success: true; disabled: boolean }> {
    if (targetId === actor.userId) throw new DomainError('forbidden', DIRECTORY_MSG.cannotDeactivateSelf);
    const who = ruleActor(actor);
    const { state, position } = await this.es.aggregate(userStream(targetId), userDecider).execute((target) => {
      const subject = { id: targetId, role: target.role, orgId: target.orgId };
      // Someone the caller may not read does not exist for them (no probing by id).
      if (!target.exists || !canReadUser(who, subject)) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
      if (!userAbilities(who, subject).canDeactivate) throw new DomainError('forbidden', DIRECTORY_MSG.cannotDeactivateUser);
      return [{ type: 'ToggleDisabled' }];
    }, ctx);
    // At once, before the read models: their notice would have the tab ask for its user, find its session gone and leave without the reason.
    if (state.disabled) this.broadcaster.endSessions({ userId: targetId }, 'deactivated', MSG.deactivated);
    await this.es.readYourWrites(position, ['users', 'sessions']);
    return { success: true, disabled: state.disabled };
  }
}
