import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG, OIDC_MSG, type IdentityProviderFields } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canConfigureIdentityProviders, type Actor } from '@cytocampus/permissions';
import { domainsTaken, groupOrganization, identityProviderRow, organizationExists, type IdentityProviderRow } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { requireAssignmentFor } from '../../../../messages/organizations.js';
import { OidcClients } from './oidc-clients.js';

/**
 * The checks of the providers' configuration (docs/adr/0041), shared by its reads and writes: who
 * may configure, which organization and provider, and the settings a super user sends, each refused
 * on its field before anything is recorded.
 */
@Injectable()
export class ProviderConfiguration {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly clients: OidcClients,
  ) {}

  /** 403 unless the caller configures providers (super users: a provider makes accounts with roles); 404 for no such organization. */
  async organization(actor: Actor, orgId: string): Promise<void> {
    if (!canConfigureIdentityProviders(actor)) throw new DomainError('forbidden', MSG.forbidden);
    if (!(await organizationExists(this.sql, orgId))) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
  }

  /** The organization's provider, as `organization` allows it; 404 for one of another organization, as for none. */
  async provider(actor: Actor, orgId: string, providerId: string): Promise<IdentityProviderRow> {
    await this.organization(actor, orgId);
    const row = await identityProviderRow(this.sql, providerId);
    if (row?.org_id !== orgId) throw new DomainError('not_found', OIDC_MSG.providerNotFound);
    return row;
  }

  /**
   * The settings given that differ from `before` (null: a new provider): the default group must be
   * the organization's, the assignment one it may see, no domain another provider's, and an OpenID
   * provider must answer at the issuer (asked last: it goes over the network).
   */
  async settings(orgId: string, settings: Partial<IdentityProviderFields>, before: IdentityProviderRow | null, secret?: string): Promise<void> {
    const { defaultGroupId, defaultCurriculum, allowedDomains, issuer } = settings;
    const newGroup = defaultGroupId !== undefined && defaultGroupId !== null && defaultGroupId !== before?.default_group_id;
    if (newGroup && (await groupOrganization(this.sql, defaultGroupId)) !== orgId)
      throw new DomainError('invalid', DIRECTORY_MSG.groupNotInOrganization, 'defaultGroupId');
    if (defaultCurriculum !== undefined && defaultCurriculum !== before?.default_curriculum)
      await requireAssignmentFor(this.queries, defaultCurriculum, orgId, 'defaultCurriculum');
    const [taken] = allowedDomains ? await domainsTaken(this.sql, allowedDomains, before?.id ?? null) : [];
    if (taken !== undefined) throw new DomainError('conflict', OIDC_MSG.domainTaken(taken), 'allowedDomains');
    if (issuer !== undefined && issuer !== before?.issuer) await this.clients.discover(issuer, settings.clientId ?? before?.client_id ?? '', secret);
  }
}
