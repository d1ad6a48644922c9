import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, ROLE_LEVEL } from '@cytocampus/contracts';
import { userDecider, userStream } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
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
    if (targetId === actor.userId) throw new ApiException(403, 'You are not allowed to deactivate yourself!');
    const { state, position } = await this.es.aggregate(userStream(targetId), userDecider).execute((target) => {
        if (!target.exists) throw new ApiException(404, 'User not found.');
        const sameOrg = target.orgId !== null && target.orgId === actor.orgId;
        const allowed = actor.permissions.deactivateUser === true || (actor.permissions.deactivateOrgUser === true && sameOrg);
        if (!allowed || ROLE_LEVEL[target.role] > ROLE_LEVEL[actor.role]) throw new ApiException(403, 'You are not allowed to deactivate this user!');
        return [{ type: 'ToggleDisabled' }];
      },
      ctx,
    );
    await this.es.readYourWrites(position, ['users', 'sessions']);
    if (state.disabled) this.broadcaster.endSessions({ userId: targetId }, 'deactivated', MSG.deactivated);
    return { success: true, disabled: state.disabled };
  }
}
