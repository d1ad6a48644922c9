import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@cytocampus/domain';
import { MSG, type UserDetail } from '@cytocampus/contracts';
import { canCreateUserIn, canGrantOnCreate, roleOptionsFor } from '@cytocampus/permissions';
import type { UserCreateValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { overridesFor } from '../../shared/permission-overrides.js';
import { UserCreator } from '../../shared/user-creator.js';
import { requireAssignmentFor } from '../../../../messages/organizations.js';
import { GetUser } from '../../../../messages/accounts.js';

export class CreateUser extends Command<UserDetail> {
  constructor(
    readonly actor: Principal,
    readonly values: UserCreateValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /users. Creating needs createUser, or createOrgUser in the own organization (which is
 * where an organization manager's users go when none is given). A role other than the default,
 * or permission toggles, also need the permission-editing rights, and the role may not be above
 * the creator's. A given assignment must be visible to the new user's organization.
 */
@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser, UserDetail> {
  constructor(
    private readonly creator: UserCreator,
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, values, ctx }: CreateUser): Promise<UserDetail> {
    const who = ruleActor(actor);
    const orgId = values.orgId ?? (canCreateUserIn(who, null) ? null : actor.orgId);
    if (!canCreateUserIn(who, orgId)) throw new DomainError('forbidden', MSG.forbidden, 'orgId');
    const grants = values.role !== 'cytotechnologist' || Object.keys(values.permissions ?? {}).length > 0;
    if (grants && (!canGrantOnCreate(who, orgId) || !roleOptionsFor(who).includes(values.role))) throw new DomainError('forbidden', MSG.forbidden, 'role');
    await requireAssignmentFor(this.queries, values.curriculum, orgId, 'curriculum');
    const { userId, position } = await this.creator.create(
      { ...values, orgId, permissions: overridesFor(values.role, {}, values.permissions), origin: 'admin' },
      ctx,
    );
    await this.es.readYourWrites(position, ['users']);
    return this.queries.execute(new GetUser(who, userId));
  }
}
