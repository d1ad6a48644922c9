import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdentityProviderList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import type { Config } from '../../../../infra/config.js';
import { CONFIG, SQL } from '../../../../infra/tokens.js';
import { ProviderConfiguration } from '../../shared/oidc/provider-configuration.js';
import { identityProviderList } from '../../shared/oidc/provider-rows.js';

export class GetIdentityProviders extends Query<IdentityProviderList> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
  ) {
    super();
  }
}

/** GET /organizations/{orgId}/identity-providers: the organization's providers (never a secret) and its sign-in policy, for super users (docs/adr/0041). */
@QueryHandler(GetIdentityProviders)
export class GetIdentityProvidersHandler implements IQueryHandler<GetIdentityProviders, IdentityProviderList> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    private readonly configuration: ProviderConfiguration,
  ) {}

  async execute({ viewer, orgId }: GetIdentityProviders): Promise<IdentityProviderList> {
    await this.configuration.organization(viewer, orgId);
    return identityProviderList(this.sql, orgId, this.config.publicUrl);
  }
}
