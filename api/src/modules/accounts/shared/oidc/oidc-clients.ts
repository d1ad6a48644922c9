import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import * as oidc from 'openid-client';
import { ACCOUNT_ROUTES, OIDC_MSG, SSO_CALLBACK_PATH } from '@cytocampus/contracts';
import { DomainError, type ProviderClaims } from '@cytocampus/domain';
import type { ProviderSignInConfigRow } from '@cytocampus/projections';
import { ApiException } from '../../../../http/api-exception.js';
import type { Config } from '../../../../infra/config.js';
import { errorMessage } from '../../../../infra/leader-loop.js';
import type { Logger } from '../../../../infra/logger.js';
import { UnsealError, type Sealer } from '../../../../infra/sealed-secrets.js';
import { CONFIG, LOGGER, SEALER } from '../../../../infra/tokens.js';
import { clientSecretAad } from './client-secret.js';
import { callsOf, timedFetch } from './provider-timing.js';

/** How long discovery may take (seconds): a super user waits for the answer of their form. */
const DISCOVERY_TIMEOUT_S = 5;

/** Discovered configurations are kept this long; keyed by the provider's version, so an edit is seen at once by every process. */
const CONFIGURATION_TTL_MS = 10 * 60_000;

/** The scopes a sign-in asks for: the e-mail and the names an account needs. */
const SCOPE = 'openid email profile';

/** What the callback must match, as the flow cookie kept it. */
export interface FlowChecks {
  verifier: string;
  state: string;
  nonce: string;
}

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
    @Inject(SEALER) private readonly sealer: Sealer,
  ) {}

  private readonly configurations = new LRUCache<string, oidc.Configuration>({ max: 200, ttl: CONFIGURATION_TTL_MS });

  /** The redirect URI every provider is registered with: our web page, built from PUBLIC_URL and never from a request's Host. */
  redirectUri(): string {
    return `${this.config.publicUrl}${SSO_CALLBACK_PATH}`;
  }

  /** The configuration of an enabled provider for a sign-in, its secret opened; 503 providerUnavailable when its issuer does not answer. */
  async configuration(row: ProviderSignInConfigRow): Promise<oidc.Configuration> {
    const key = `${row.id}:${row.version}`;
    const cached = this.configurations.get(key);
    if (cached) return cached;
    let configuration: oidc.Configuration;
    try {
      configuration = await this.discover(row.issuer, row.client_id, this.openSecret(row));
    } catch (error) {
      if (error instanceof DomainError) throw new ApiException(503, OIDC_MSG.providerUnavailable);
      throw error;
    }
    this.configurations.set(key, configuration);
    return configuration;
  }

  /**
   * Where the browser goes to end its session at the provider (RP-initiated logout), then back to our
   * sign-in page: the client id names us, as no ID token is kept to hint with. Null when the
   * provider's discovery advertises no end_session_endpoint.
   */
  endSessionUrl(configuration: oidc.Configuration): string | null {
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, { post_logout_redirect_uri: `${this.config.publicUrl}${ACCOUNT_ROUTES.login}` }).href;
  }

  /**
   * The provider's client secret, opened. A secret sealed with a key dropped from
   * DATA_ENCRYPTION_KEYS before `npm run secrets:reseal` ran is our operator's fault, not the
   * person's: the provider is unavailable (503) and the log says which key is missing.
   */
  private openSecret(row: ProviderSignInConfigRow): string {
    try {
      return this.sealer.open(row.client_secret_sealed, clientSecretAad(row.id));
    } catch (error) {
      if (!(error instanceof UnsealError)) throw error;
      this.logger.error({ providerId: row.id, error: error.message }, "an identity provider's client secret does not open: reseal before dropping a key");
      throw new ApiException(503, OIDC_MSG.providerUnavailable);
    }
  }

  /** Where the browser goes to sign in: PKCE S256, state and nonce from the flow, the typed e-mail as a login hint. No response_mode: the query, never form_post (a cross-site POST carries no Lax cookie and our CSRF check refuses it). */
  async authorizationUrl(configuration: oidc.Configuration, checks: FlowChecks, loginHint?: string): Promise<string> {
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri(),
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    };
    if (loginHint !== undefined) parameters.login_hint = loginHint;
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }

  /**
   * Exchanges the callback's code for tokens (openid-client checks state, the issuer, the ID token's
   * signature, audience, expiry and nonce) and answers its claims, with the userinfo answer's when
   * the ID token carries no `emailClaim` (providers may keep the e-mail out of the ID token).
   * A refusal at the provider is 401 providerRefused, an answer that does not verify 401
   * providerFailed, a provider that cannot be reached 503.
   */
  async signIn(
    configuration: oidc.Configuration,
    query: string,
    checks: FlowChecks,
    emailClaim: string,
  ): Promise<{ claims: ProviderClaims; idToken: string | undefined }> {
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${this.redirectUri()}?${query.replace(/^\?/, '')}`), {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      if (claims[emailClaim] !== undefined) return { claims, idToken: tokens.id_token };
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      // The ID token's claims win over userinfo's: they are the signed ones.
      return { claims: { ...userinfo, ...claims }, idToken: tokens.id_token };
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** openid-client's errors as our answers; logged by hand-picked fields, never whole (they may carry the request). */
  private refusal(error: unknown): Error {
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    this.logger.info({ code, error: errorMessage(error) }, 'provider sign-in refused');
    if (error instanceof oidc.AuthorizationResponseError) return new DomainError('unauthorized', OIDC_MSG.providerRefused);
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) return new DomainError('unauthorized', OIDC_MSG.providerFailed);
    if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) return new ApiException(503, OIDC_MSG.providerUnavailable);
    return new DomainError('unauthorized', OIDC_MSG.providerFailed);
  }

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
      const configuration = await oidc.discovery(url, clientId, clientSecret, clientSecret === undefined ? undefined : oidc.ClientSecretBasic(clientSecret), {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: http ? [oidc.allowInsecureRequests] : [],
        [oidc.customFetch]: timedFetch(() => 'idp-discovery'),
      });
      // Every later call to the provider counts in the Server-Timing of the request that makes it.
      configuration[oidc.customFetch] = timedFetch(callsOf(configuration.serverMetadata()));
      return configuration;
    } catch (error) {
      // A form's answer, not a fault of ours. Picked by hand: openid-client's errors may carry the request, never logged whole.
      this.logger.info({ issuer, error: errorMessage(error) }, 'identity provider discovery failed');
      throw new DomainError('invalid', OIDC_MSG.issuerUnreachable, 'issuer');
    }
  }
}
