import { Inject, Injectable } from '@nestjs/common';
import type { LogoutAnswer } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { providerSignInConfig, sessionProviderId } from '@cytocampus/projections';
import { errorMessage } from '../../../../infra/leader-loop.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER, SQL } from '../../../../infra/tokens.js';
import { OidcClients } from './oidc-clients.js';

/**
 * Sign-out of a session that came through a provider ends it there too (RP-initiated logout,
 * docs/adr/0041): the answer names the provider's end-session address for the browser to follow.
 * Read before the session ends, since its row (which keeps the provider) goes with it.
 */
@Injectable()
export class ProviderSignOut {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clients: OidcClients,
  ) {}

  /** Null for a password session, a provider disabled or removed since, or one that advertises no end_session_endpoint. */
  async answerFor(sessionHash: string): Promise<LogoutAnswer> {
    const providerId = await sessionProviderId(this.sql, sessionHash);
    const row = providerId === null ? null : await providerSignInConfig(this.sql, providerId);
    if (!row) return null;
    try {
      const endSessionUrl = this.clients.endSessionUrl(await this.clients.configuration(row));
      return endSessionUrl === null ? null : { endSessionUrl };
    } catch (error) {
      // A provider that cannot be reached does not keep anyone signed in here: our session ends all the same.
      this.logger.warn({ providerId, error: errorMessage(error) }, "the provider's end-session address is unknown; signed out here only");
      return null;
    }
  }
}
