import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type UserAbilities, type UserDetail } from '@cytocampus/contracts';
import { emailReservationDecider, emailStream, userDecider, userStream, type UserCommand, type UserState } from '@cytocampus/domain';
import { userAbilities } from '@cytocampus/permissions';
import type { UserUpdateValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
import { GetUser } from '../../queries/get-user/get-user.query.js';
import { DirectoryLookup } from '../../shared/directory-lookup.js';
import { overridesFor } from '../../shared/permission-overrides.js';

export class UpdateUser extends Command<UserDetail> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly values: UserUpdateValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const refuse = (field: string): never => {
  throw new ApiException(403, MSG.forbidden, field);
};

/**
 * PUT /users/{id}: each part of the form needs its own right (spec part 1 section 6): the record
 * editUser/editOrgUser (or being the user), role and permissions the permission-editing rights,
 * group and assignment assignUser/assignOrgUser, the organization assignUser. A change of
 * organization or group brings the group's (else the organization's) default assignment unless
 * one is given. Everything is appended at once; an address change swaps the reservations.
 */
@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser, UserDetail> {
  constructor(
    private readonly es: EventSourcing,
    private readonly lookup: DirectoryLookup,
    private readonly queries: QueryBus,
    private readonly broadcaster: Broadcaster,
  ) {}

  async execute({ actor, userId, values, ctx }: UpdateUser): Promise<UserDetail> {
    const who = ruleActor(actor);
    const user = this.es.aggregate(userStream(userId), userDecider);
    const { state: before } = await user.load();
    // Not found, or not readable: the same answer, so ids cannot be probed.
    await this.queries.execute(new GetUser(who, userId));
    const abilities = userAbilities(who, { id: userId, role: before.role, orgId: before.orgId });
    const commands = await this.commandsFor(before, values, abilities);
    if (values.email !== undefined && values.email !== before.email) await this.reserve(values.email, userId, ctx);
    const { state, position } = await user.execute(() => commands, ctx);
    if (values.email !== undefined && before.email !== null && state.email !== before.email) {
      await this.es.aggregate(emailStream(before.email), emailReservationDecider).execute(() => [{ type: 'ReleaseEmail', userId }], ctx);
    }
    await this.es.readYourWrites(position, ['users']);
    const detail: UserDetail = await this.queries.execute(new GetUser(who, userId));
    // The user's own tabs refetch their record: role, permissions or organization may have changed.
    if (position) this.broadcaster.userChanged(userId, detail.version);
    return detail;
  }

  private async commandsFor(before: UserState, values: UserUpdateValues, can: UserAbilities): Promise<UserCommand[]> {
    const commands: UserCommand[] = [];
    if (values.bio !== undefined || values.email !== undefined) {
      if (!can.canEdit) refuse(values.email !== undefined ? 'email' : 'bio');
      if (values.email !== undefined) commands.push({ type: 'ChangeEmail', email: values.email });
      if (values.bio !== undefined) commands.push({ type: 'UpdateProfile', changes: values.bio });
    }
    const role = values.role ?? before.role;
    if (role !== before.role && (!can.canEditRole || !can.roleOptions.includes(role))) refuse('role');
    if (values.permissions !== undefined && !can.canEditPermissions) refuse('permissions');
    if (role !== before.role || values.permissions !== undefined) {
      commands.push({ type: 'ChangeRole', role }, { type: 'ChangePermissions', permissions: overridesFor(role, before.permissions, values.permissions) });
    }
    const orgId = values.orgId === undefined ? before.orgId : values.orgId;
    const orgChanged = orgId !== before.orgId;
    if (orgChanged && !can.canChangeOrganization) refuse('orgId');
    // A new organization starts without a group unless one of it is given.
    const groupId = values.groupId === undefined ? (orgChanged ? null : before.groupId) : values.groupId;
    const membershipChanged = orgChanged || groupId !== before.groupId;
    if (membershipChanged && !can.canAssign) refuse('groupId');
    if (values.curriculum !== undefined && values.curriculum !== before.curriculum && !can.canAssign) refuse('curriculum');
    if (membershipChanged) {
      const membership = await this.lookup.membership(orgId, groupId);
      commands.push({ type: 'ChangeMembership', orgId, groupId });
      const curriculum = values.curriculum === undefined ? (membership.defaultCurriculum ?? before.curriculum) : values.curriculum;
      await this.lookup.requireCurriculum(curriculum);
      commands.push({ type: 'AssignCurriculum', curriculum });
    } else if (values.curriculum !== undefined) {
      await this.lookup.requireCurriculum(values.curriculum);
      commands.push({ type: 'AssignCurriculum', curriculum: values.curriculum });
    }
    return commands;
  }

  private async reserve(email: string, userId: string, ctx: CommandContext): Promise<void> {
    const now = this.es.now().toISOString();
    await this.es.aggregate(emailStream(email), emailReservationDecider).execute(async (state) => {
      const owner = state.ownerId === null ? null : await this.es.aggregate(userStream(state.ownerId), userDecider).load();
      return [{ type: 'ReserveEmail', email, userId, ownerHasAccount: owner?.state.exists ?? false, now }];
    }, ctx);
  }
}
