import { randomBytes } from 'node:crypto';
import { errors } from 'jose';
import { HttpError } from './http.js';
import { verifyWithToolKeys } from './keys.js';
import { JWT_BEARER_ASSERTION, SERVICE_SCOPES } from './vocabulary.js';

const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

interface GrantedToken {
  scopes: ReadonlySet<string>;
  expiresAt: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export interface TokenEndpointContext {
  clientId: string;
  /** The token endpoint's URL: the `aud` the IMS Security Framework asks of the client assertion. */
  tokenUrl: string;
  toolJwksUrl: string;
}

/** The bearer tokens the token endpoint granted, and the client assertions' jti already used. */
export class AccessTokens {
  readonly #tokens = new Map<string, GrantedToken>();
  readonly #usedJtis = new Map<string, number>();

  /** The client credentials grant with a JWT client assertion (IMS Security Framework 1.0 §4.1). */
  async grant(params: URLSearchParams, context: TokenEndpointContext): Promise<TokenResponse> {
    if (params.get('grant_type') !== 'client_credentials') throw new HttpError(400, 'unsupported_grant_type', 'Only client_credentials is granted.');
    if (params.get('client_assertion_type') !== JWT_BEARER_ASSERTION)
      throw new HttpError(400, 'invalid_request', `client_assertion_type must be ${JWT_BEARER_ASSERTION}.`);
    const assertion = params.get('client_assertion');
    if (!assertion) throw new HttpError(400, 'invalid_request', 'client_assertion is missing.');
    await this.#verifyAssertion(assertion, context);
    const scopes = (params.get('scope') ?? '').split(' ').filter((scope) => SERVICE_SCOPES.includes(scope));
    if (!scopes.length) throw new HttpError(400, 'invalid_scope', `Ask for some of: ${SERVICE_SCOPES.join(' ')}.`);
    const accessToken = randomBytes(24).toString('base64url');
    this.#tokens.set(accessToken, { scopes: new Set(scopes), expiresAt: Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000 });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: scopes.join(' ') };
  }

  async #verifyAssertion(assertion: string, context: TokenEndpointContext): Promise<void> {
    let payload;
    try {
      payload = await verifyWithToolKeys(assertion, context.toolJwksUrl, {
        issuer: context.clientId,
        subject: context.clientId,
        audience: context.tokenUrl,
        requiredClaims: ['exp', 'iat', 'jti'],
      });
    } catch (error) {
      const reason = error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : String(error);
      throw new HttpError(401, 'invalid_client', `The client assertion was refused (${reason}).`);
    }
    const now = Date.now();
    for (const [jti, expiresAt] of this.#usedJtis) if (expiresAt < now) this.#usedJtis.delete(jti);
    if (this.#usedJtis.has(payload.jti!)) throw new HttpError(401, 'invalid_client', 'The client assertion’s jti was used before.');
    this.#usedJtis.set(payload.jti!, payload.exp! * 1000);
  }

  /** Checks `Authorization: Bearer …` for one of `scopes`: 401 without a valid token, 403 without the scope. */
  check(authorization: string | undefined, scopes: readonly string[]): void {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    const granted = token ? this.#tokens.get(token) : undefined;
    const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
    if (!granted) throw new HttpError(401, 'invalid_token', 'A bearer token from the token endpoint is required.', challenge);
    if (granted.expiresAt < Date.now()) throw new HttpError(401, 'invalid_token', 'The bearer token expired.', challenge);
    if (!scopes.some((scope) => granted.scopes.has(scope)))
      throw new HttpError(403, 'insufficient_scope', `The token lacks a scope among: ${scopes.join(' ')}.`);
  }
}
