import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type UserAbilities, type UserDetail } from '@cytocampus/contracts';
import { DomainError, type UserCommand, userDecider, type UserState, userStream } from '@cytocampus/domain';
import { userAbilities } from '@cytocampus/permissions';
import type { UserUpdateValues } from '@cytocampus/schema';
import { ruleActor } from '../../../../auth/principal.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { DirectoryLookup } from '../../shared/directory-lookup.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { overridesFor } from '../../shared/permission-overrides.js';
import { AssignmentVisibleIn, requireAssignmentFor } from '../../../../messages/organizations.js';
import { GetUser } from '../../../../messages/accounts.js';
import { UpdateUser } from '../../../../messages/accounts.js';

const refuse = (field: string): never => {
  throw new DomainError('forbidden', MSG.forbidden, field);
};

/**
 * PUT /users/{id}: each part of the form needs its own right (spec part 1 section 6): the record
 * editUser/editOrgUser (or being the user), role and permissions the permission-editing rights,
 * group and assignment assignUser/assignOrgUser, the organization assignUser. A change of
 * organization or group brings the group's (else the organization's) default assignment unless
 * one is given; an assignment must be visible to the user's organization. Everything is appended
 * at once; an address change swaps the reservations.
 */
@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser, UserDetail> {
  constructor(
    private readonly es: EventSourcing,
    private readonly lookup: DirectoryLookup,
    private readonly emails: EmailDirectory,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, userId, values, ctx }: UpdateUser): Promise<UserDetail> {
    const who = ruleActor(actor);
    const user = this.es.aggregate(userStream(userId), userDecider);
    const { state: before } = await user.load();
    // Not found, or not readable: the same answer, so ids cannot be probed.
    await this.queries.execute(new GetUser(who, userId));
    const abilities = userAbilities(who, { id: userId, role: before.role, orgId: before.orgId });
    const commands = await this.commandsFor(before, values, abilities);
    const newEmail = values.email !== undefined && values.email !== before.email ? values.email : null;
    const change = () => user.execute(() => commands, ctx);
    // A new address is reserved first and given back if the change fails; the old one is released after.
    const { state, position } = newEmail === null ? await change() : await this.emails.reservedFor(newEmail, userId, ctx, change);
    if (newEmail !== null && before.email !== null && state.email !== before.email) await this.emails.release(before.email, userId, ctx);
    await this.es.readYourWrites(position, ['users']);
    return this.queries.execute(new GetUser(who, userId));
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
    let membershipDefault: string | null = null;
    if (membershipChanged) {
      membershipDefault = (await this.lookup.membership(orgId, groupId)).defaultCurriculum;
      commands.push({ type: 'ChangeMembership', orgId, groupId });
    }
    if (membershipChanged || values.curriculum !== undefined) {
      const curriculum = await this.curriculumFor(values.curriculum, before.curriculum, orgId, orgChanged, membershipDefault);
      commands.push({ type: 'AssignCurriculum', curriculum });
    }
    return commands;
  }

  /**
   * The assignment after the change (ADR 0009). One given must be visible to the user's (new)
   * organization, else 400; re-sending the current one is not asked again unless the organization
   * changes. Without one, a new membership brings its default (its visibility was checked when it
   * was set; here only that it still exists), else the current assignment stays while the
   * organization may see it and is dropped otherwise.
   */
  private async curriculumFor(
    given: string | null | undefined,
    current: string | null,
    orgId: string | null,
    orgChanged: boolean,
    membershipDefault: string | null,
  ): Promise<string | null> {
    if (given !== undefined) {
      if (given !== current || orgChanged) await requireAssignmentFor(this.queries, given, orgId, 'curriculum');
      return given;
    }
    if (membershipDefault !== null) {
      await this.lookup.requireCurriculum(membershipDefault);
      return membershipDefault;
    }
    if (current === null || !orgChanged) return current;
    return (await this.queries.execute(new AssignmentVisibleIn(current, orgId))) ? current : null;
  }
}
