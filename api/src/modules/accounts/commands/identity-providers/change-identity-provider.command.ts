import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IdentityProviderItem, IdentityProviderUpdate } from '@cytocampus/contracts';
import { identityProviderDecider, identityProviderStream, type IdentityProviderCommand } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Sealer } from '../../../../infra/sealed-secrets.js';
import { SEALER, SQL } from '../../../../infra/tokens.js';
import { sealClientSecret } from '../../shared/oidc/client-secret.js';
import { ProviderConfiguration } from '../../shared/oidc/provider-configuration.js';
import { identityProviderItemOf } from '../../shared/oidc/provider-rows.js';
import { enabledProvidersOf } from './enabled-providers.js';

export class ChangeIdentityProvider extends Command<IdentityProviderItem> {
  constructor(
    readonly actor: Actor,
    readonly orgId: string,
    readonly providerId: string,
    readonly update: IdentityProviderUpdate,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /organizations/{orgId}/identity-providers/{id}: the settings given that changed, checked as
 * on creation; a `clientSecret` replaces the secret (sealed anew), none keeps it. An organization
 * that requires its providers keeps one enabled (docs/adr/0041).
 */
@CommandHandler(ChangeIdentityProvider)
export class ChangeIdentityProviderHandler implements ICommandHandler<ChangeIdentityProvider, IdentityProviderItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly configuration: ProviderConfiguration,
    @Inject(SEALER) private readonly sealer: Sealer,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, orgId, providerId, update, ctx }: ChangeIdentityProvider): Promise<IdentityProviderItem> {
    const before = await this.configuration.provider(actor, orgId, providerId);
    const { clientSecret, ...changes } = update;
    await this.configuration.settings(orgId, changes, before, clientSecret);
    const newSecret: IdentityProviderCommand[] =
      clientSecret === undefined
        ? []
        : [{ type: 'SetIdentityProviderSecret', clientSecret: sealClientSecret(this.sealer, providerId, clientSecret), reason: 'changed' }];
    const { position } = await this.es
      .aggregate(identityProviderStream(providerId), identityProviderDecider)
      .execute(async () => [{ type: 'ChangeIdentityProvider', changes, ...(await enabledProvidersOf(this.sql, orgId, providerId)) }, ...newSecret], ctx);
    await this.es.readYourWrites(position, ['identityProviders']);
    return identityProviderItemOf(this.sql, providerId);
  }
}
