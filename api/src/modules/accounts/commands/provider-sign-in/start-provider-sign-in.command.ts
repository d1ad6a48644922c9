import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import * as oidc from 'openid-client';
import { OIDC_MSG, type StartProviderSignInRequest } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { providerSignInConfig } from '@cytocampus/projections';
import { sameSitePath } from '@cytocampus/schema';
import { SQL } from '../../../../infra/tokens.js';
import type { ProviderFlow } from '../../shared/oidc/flow-cookies.js';
import { OidcClients } from '../../shared/oidc/oidc-clients.js';

/** Where a sign-in goes without a returnTo of this site. */
export const DEFAULT_RETURN_PATH = '/dashboard';

export class StartProviderSignIn extends Command<{ authorizationUrl: string; flow: ProviderFlow }> {
  constructor(readonly request: StartProviderSignInRequest) {
    super();
  }
}

/**
 * POST /auth/oidc/start: the provider's authorization address with a fresh PKCE verifier (S256),
 * state and nonce, and the flow the callback must match, which the controller seals into the
 * browser's flow cookie. Nothing is recorded: a sign-in that is never finished leaves no trace.
 */
@CommandHandler(StartProviderSignIn)
export class StartProviderSignInHandler implements ICommandHandler<StartProviderSignIn, { authorizationUrl: string; flow: ProviderFlow }> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly clients: OidcClients,
  ) {}

  async execute({ request }: StartProviderSignIn): Promise<{ authorizationUrl: string; flow: ProviderFlow }> {
    const row = await providerSignInConfig(this.sql, request.providerId);
    if (!row) throw new DomainError('not_found', OIDC_MSG.providerNotFound);
    const configuration = await this.clients.configuration(row);
    const flow: ProviderFlow = {
      providerId: row.id,
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: sameSitePath(request.returnTo) ?? DEFAULT_RETURN_PATH,
    };
    return { authorizationUrl: await this.clients.authorizationUrl(configuration, flow, request.email), flow };
  }
}
