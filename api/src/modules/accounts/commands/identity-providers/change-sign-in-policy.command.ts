import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IdentityProviderList } from '@cytocampus/contracts';
import { organizationDecider, organizationStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import { enabledProviderCount } from '@cytocampus/projections';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Config } from '../../../../infra/config.js';
import { CONFIG, SQL } from '../../../../infra/tokens.js';
import { ProviderConfiguration } from '../../shared/oidc/provider-configuration.js';
import { identityProviderList } from '../../shared/oidc/provider-rows.js';

export class ChangeSignInPolicy extends Command<IdentityProviderList> {
  constructor(
    readonly actor: Actor,
    readonly orgId: string,
    readonly providerRequired: boolean,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /organizations/{orgId}/sign-in-policy: whether the organization's members below admin must
 * sign in through one of its providers (admins keep their password). Recorded on the organization's
 * stream, as its outlier thresholds are; requiring it takes an enabled provider (docs/adr/0041).
 */
@CommandHandler(ChangeSignInPolicy)
export class ChangeSignInPolicyHandler implements ICommandHandler<ChangeSignInPolicy, IdentityProviderList> {
  constructor(
    private readonly es: EventSourcing,
    private readonly configuration: ProviderConfiguration,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ actor, orgId, providerRequired, ctx }: ChangeSignInPolicy): Promise<IdentityProviderList> {
    await this.configuration.organization(actor, orgId);
    const { position } = await this.es
      .aggregate(organizationStream(orgId), organizationDecider)
      .execute(async () => [{ type: 'ChangeSignInPolicy', providerRequired, enabledProviders: await enabledProviderCount(this.sql, orgId) }], ctx);
    await this.es.readYourWrites(position, ['identityProviders']);
    return identityProviderList(this.sql, orgId, this.config.publicUrl);
  }
}
