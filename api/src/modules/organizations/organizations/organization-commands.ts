import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type OrganizationItem } from '@cytocampus/contracts';
import { DomainError, type OrganizationCommand, organizationDecider, organizationStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canEditOrganizations } from '@cytocampus/permissions';
import { organizationMemberCount, organizationProviderCount } from '@cytocampus/projections';
import type { OrganizationValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { GetOrganization } from './organization-queries.js';
import { requireAssignmentFor } from '../../../messages/organizations.js';

/** Create (no id), update (id and the changed fields) or delete (id, `remove`) an organization. */
export class ChangeOrganization extends Command<OrganizationItem | { success: true }> {
  constructor(
    readonly actor: Principal,
    readonly orgId: string | null,
    readonly change: Partial<OrganizationValues> | 'remove',
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * Organizations are created, edited and deleted with editOrganization; DEFAULT and organizations
 * with members are never deleted. The default assignment must be visible to the organization.
 */
@CommandHandler(ChangeOrganization)
export class ChangeOrganizationHandler implements ICommandHandler<ChangeOrganization, OrganizationItem | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, orgId, change, ctx }: ChangeOrganization): Promise<OrganizationItem | { success: true }> {
    const who = ruleActor(actor);
    const stored = orgId === null ? null : await this.queries.execute<GetOrganization, OrganizationItem>(new GetOrganization(who, orgId));
    if (!canEditOrganizations(who)) throw new DomainError('forbidden', MSG.forbidden);
    const id = orgId ?? randomUUID();
    // A new default must be one the organization may see; an unchanged one is not asked again.
    if (change !== 'remove' && change.defaultCurriculum !== undefined && change.defaultCurriculum !== stored?.defaultCurriculum) {
      await requireAssignmentFor(this.queries, change.defaultCurriculum, id, 'defaultCurriculum');
    }
    const command = await this.commandFor(id, orgId === null, change);
    const { position } = await this.es.aggregate(organizationStream(id), organizationDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['organizations']);
    return change === 'remove' ? { success: true } : this.queries.execute(new GetOrganization(who, id));
  }

  private async commandFor(orgId: string, isNew: boolean, change: Partial<OrganizationValues> | 'remove'): Promise<OrganizationCommand> {
    if (change === 'remove') {
      const [members, identityProviders] = await Promise.all([organizationMemberCount(this.sql, orgId), organizationProviderCount(this.sql, orgId)]);
      return { type: 'DeleteOrganization', members, identityProviders };
    }
    if (!isNew) return { type: 'UpdateOrganization', changes: change };
    return {
      type: 'CreateOrganization',
      orgId,
      name: change.name ?? '',
      region: change.region ?? null,
      preWork: change.preWork ?? false,
      defaultCurriculum: change.defaultCurriculum ?? null,
    };
  }
}
