import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { OIDC_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Config } from '../../../../infra/config.js';
import { errorMessage } from '../../../../infra/leader-loop.js';
import type { Logger } from '../../../../infra/logger.js';
import { CONFIG, LOGGER } from '../../../../infra/tokens.js';

/** How long discovery may take (seconds): a super user waits for the answer of their form. */
const DISCOVERY_TIMEOUT_S = 5;

/** localhost, 127.0.0.0/8 and ::1: the only hosts an http issuer may name, and only where the configuration allows it. */
const isLoopback = (hostname: string): boolean => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** Whether an issuer may be used: https, or http of this machine where `allowHttpIssuers` (a test provider beside a development server). */
export const issuerAllowed = (issuer: URL, allowHttpIssuers: boolean): boolean =>
  issuer.protocol === 'https:' || (issuer.protocol === 'http:' && allowHttpIssuers && isLoopback(issuer.hostname));

/**
 * The API as an OpenID Connect relying party (openid-client; docs/adr/0041). A provider's issuer is
 * discovered before its configuration is recorded, so that a typo or an unreachable provider is
 * refused on the form at once rather than at its members' first sign-in.
 */
@Injectable()
export class OidcClients {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The provider's configuration from its discovery document, or a 400 on `issuer`: an http issuer
   * unless allowed here, or no OpenID provider answering (within 5 seconds) as that issuer. Without
   * the secret (a change that keeps it) the configuration only serves to check the issuer.
   */
  async discover(issuer: string, clientId: string, clientSecret?: string): Promise<oidc.Configuration> {
    const url = new URL(issuer);
    if (!issuerAllowed(url, this.config.oidc.allowHttpIssuers)) throw new DomainError('invalid', OIDC_MSG.issuerInsecure, 'issuer');
    const http = url.protocol === 'http:';
    try {
      return await oidc.discovery(url, clientId, clientSecret, clientSecret === undefined ? undefined : oidc.ClientSecretBasic(clientSecret), {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: http ? [oidc.allowInsecureRequests] : [],
      });
    } catch (error) {
      // A form's answer, not a fault of ours. Picked by hand: openid-client's errors may carry the request, never logged whole.
      this.logger.info({ issuer, error: errorMessage(error) }, 'identity provider discovery failed');
      throw new DomainError('invalid', OIDC_MSG.issuerUnreachable, 'issuer');
    }
  }
}
