import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { identityProviderDecider, identityProviderStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { ProviderConfiguration } from '../../shared/oidc/provider-configuration.js';
import { enabledProvidersOf } from './enabled-providers.js';

export class RemoveIdentityProvider extends Command<{ success: true }> {
  constructor(
    readonly actor: Actor,
    readonly orgId: string,
    readonly providerId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * DELETE /organizations/{orgId}/identity-providers/{id}: its members sign in with their password
 * again (an organization that requires its providers keeps one enabled). The accounts it made stay.
 */
@CommandHandler(RemoveIdentityProvider)
export class RemoveIdentityProviderHandler implements ICommandHandler<RemoveIdentityProvider, { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly configuration: ProviderConfiguration,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, orgId, providerId, ctx }: RemoveIdentityProvider): Promise<{ success: true }> {
    await this.configuration.provider(actor, orgId, providerId);
    const { position } = await this.es
      .aggregate(identityProviderStream(providerId), identityProviderDecider)
      .execute(async () => [{ type: 'RemoveIdentityProvider', ...(await enabledProvidersOf(this.sql, orgId, providerId)) }], ctx);
    await this.es.readYourWrites(position, ['identityProviders']);
    return { success: true };
  }
}
