import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type GroupItem } from '@cytocampus/contracts';
import { DomainError, type GroupCommand, groupDecider, groupStream } from '@cytocampus/domain';
import { canEditGroupsOf } from '@cytocampus/permissions';
import { ruleActor } from '../../../auth/principal.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { GetOrganization } from '../organizations/organization-queries.js';
import { GetGroup } from './group-queries.js';
import { ChangeGroup, requireAssignmentFor } from '../../../messages/organizations.js';

/**
 * Groups are changed with editGroup in their organization, or editOrganization anywhere. Deleting
 * one leaves its members without a group. The default assignment must be visible to the organization.
 */
@CommandHandler(ChangeGroup)
export class ChangeGroupHandler implements ICommandHandler<ChangeGroup, GroupItem | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, groupId, change, ctx }: ChangeGroup): Promise<GroupItem | { success: true }> {
    const who = ruleActor(actor);
    const current =
      typeof change === 'object' && 'create' in change
        ? { orgId: change.create.orgId, defaultCurriculum: null }
        : await this.queries.execute<GetGroup, GroupItem>(new GetGroup(who, groupId ?? ''));
    const { orgId } = current;
    if (!canEditGroupsOf(who, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    const id = groupId ?? randomUUID();
    let command: GroupCommand;
    if (change === 'remove') command = { type: 'DeleteGroup' };
    else if ('create' in change) {
      await this.queries.execute(new GetOrganization(who, orgId));
      await requireAssignmentFor(this.queries, change.create.defaultCurriculum, orgId, 'defaultCurriculum');
      command = { type: 'CreateGroup', groupId: id, ...change.create };
    } else {
      // A new default must be one the group's organization may see; an unchanged one is not asked again.
      const wanted = change.update.defaultCurriculum;
      if (wanted !== undefined && wanted !== current.defaultCurriculum) await requireAssignmentFor(this.queries, wanted, orgId, 'defaultCurriculum');
      command = { type: 'UpdateGroup', changes: change.update };
    }
    const { position } = await this.es.aggregate(groupStream(id), groupDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['groups', 'users']);
    return change === 'remove' ? { success: true } : this.queries.execute(new GetGroup(who, id));
  }
}
