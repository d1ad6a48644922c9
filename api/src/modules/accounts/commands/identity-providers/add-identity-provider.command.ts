import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IdentityProviderItem, IdentityProviderRequest } from '@cytocampus/contracts';
import { identityProviderDecider, identityProviderStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Sealer } from '../../../../infra/sealed-secrets.js';
import { SEALER, SQL } from '../../../../infra/tokens.js';
import { sealClientSecret } from '../../shared/oidc/client-secret.js';
import { ProviderConfiguration } from '../../shared/oidc/provider-configuration.js';
import { identityProviderItemOf } from '../../shared/oidc/provider-rows.js';

export class AddIdentityProvider extends Command<IdentityProviderItem> {
  constructor(
    readonly actor: Actor,
    readonly orgId: string,
    readonly request: IdentityProviderRequest,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /organizations/{orgId}/identity-providers: a provider in its own stream `idp-<id>`, once its
 * settings are checked and its issuer discovered; the client secret is recorded sealed, bound to
 * the provider (docs/adr/0041), and the answer says only that it is set.
 */
@CommandHandler(AddIdentityProvider)
export class AddIdentityProviderHandler implements ICommandHandler<AddIdentityProvider, IdentityProviderItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly configuration: ProviderConfiguration,
    @Inject(SEALER) private readonly sealer: Sealer,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, orgId, request, ctx }: AddIdentityProvider): Promise<IdentityProviderItem> {
    await this.configuration.organization(actor, orgId);
    const { clientSecret, ...settings } = request;
    await this.configuration.settings(orgId, settings, null, clientSecret);
    const providerId = randomUUID();
    const sealed = sealClientSecret(this.sealer, providerId, clientSecret);
    const { position } = await this.es
      .aggregate(identityProviderStream(providerId), identityProviderDecider)
      .execute(() => [{ type: 'AddIdentityProvider', providerId, orgId, clientSecret: sealed, ...settings }], ctx);
    await this.es.readYourWrites(position, ['identityProviders']);
    return identityProviderItemOf(this.sql, providerId);
  }
}
