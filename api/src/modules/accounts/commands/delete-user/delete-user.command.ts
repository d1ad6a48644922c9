import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG } from '@cytocampus/contracts';
import { DomainError, emailReservationDecider, emailStream, userDecider, userStream } from '@cytocampus/domain';
import { userAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
import { GetUser } from '../../../../messages/accounts.js';
import { IdentityDirectory } from '../../shared/oidc/identity-directory.js';

export class DeleteUser extends Command<{ success: true }> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * DELETE /users/{id}: needs editUser and deactivateUser (or their organization variants in the
 * own organization) and a role not below the target's; nobody deletes themselves. The account's
 * sessions end at once and its address and provider accounts are free again.
 */
@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser, { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    private readonly broadcaster: Broadcaster,
    private readonly identityDirectory: IdentityDirectory,
  ) {}

  async execute({ actor, userId, ctx }: DeleteUser): Promise<{ success: true }> {
    if (userId === actor.userId) throw new DomainError('forbidden', DIRECTORY_MSG.cannotDeleteSelf);
    const who = ruleActor(actor);
    await this.queries.execute(new GetUser(who, userId));
    let identities: ReadonlyMap<string, string> = new Map();
    const { events, position } = await this.es.aggregate(userStream(userId), userDecider).execute((target) => {
      if (!userAbilities(who, { id: userId, role: target.role, orgId: target.orgId }).canDel)
        throw new DomainError('forbidden', DIRECTORY_MSG.cannotRemoveUser);
      identities = target.identities;
      return [{ type: 'DeleteUser' }];
    }, ctx);
    const deleted = events.find((e) => e.type === 'UserDeleted');
    if (deleted?.type === 'UserDeleted') {
      await this.es.aggregate(emailStream(deleted.data.email), emailReservationDecider).execute(() => [{ type: 'ReleaseEmail', userId }], ctx);
      // Its provider accounts too (docs/adr/0041): the person's next sign-in through the provider makes a new account.
      for (const [providerId, subject] of identities) await this.identityDirectory.release(providerId, subject, userId, ctx);
    }
    // At once, before the read models: their notice would have the tab ask for its user, find its session gone and leave without the reason.
    this.broadcaster.endSessions({ userId }, 'deactivated', MSG.deactivated);
    await this.es.readYourWrites(position, ['users', 'sessions']);
    return { success: true };
  }
}
