import { Injectable } from '@nestjs/common';
import type { LtiPlatformRow } from '@cytocampus/projections';
import { ToolKeys } from '../keys/tool-keys.js';

/** A platform's refusal or silence, with what it said (shown to the administrator). */
export class PlatformCallFailed extends Error {
  override readonly name = 'PlatformCallFailed';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** How long a call to a platform may take. */
export const PLATFORM_TIMEOUT_MS = 10_000;
/** A token is renewed this long before the platform says it expires. */
const EARLY_RENEWAL_MS = 30_000;

/** `HTTP 503: Service Unavailable…`: the status and the start of the body, for the administrator. */
export async function failureOf(res: Response): Promise<PlatformCallFailed> {
  const body = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  return new PlatformCallFailed(`HTTP ${res.status}${body ? `: ${body}` : ''}`, res.status);
}

/**
 * Access tokens of the platforms' services (IMS Security Framework 4.1: the client-credentials
 * grant with a JWT signed by our key as the client's assertion), kept until shortly before they
 * expire, one per platform and set of scopes.
 */
@Injectable()
export class PlatformTokens {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(private readonly keys: ToolKeys) {}

  async token(platform: Pick<LtiPlatformRow, 'id' | 'client_id' | 'token_url'>, scopes: readonly string[]): Promise<string> {
    const key = `${platform.id} ${[...scopes].sort().join(' ')}`;
    const cached = this.tokens.get(key);
    if (cached && cached.until > Date.now()) return cached.token;
    const assertion = await this.keys.sign({ iss: platform.client_id, sub: platform.client_id, aud: platform.token_url });
    const res = await fetch(platform.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: scopes.join(' '),
      }),
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new PlatformCallFailed(`The token endpoint did not answer (${error instanceof Error ? error.message : String(error)})`, null);
    });
    if (!res.ok) throw await failureOf(res);
    const answer = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw new PlatformCallFailed('The token endpoint answered no access_token', res.status);
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
    this.tokens.set(key, { token: answer.access_token, until: Date.now() + lifetimeMs - EARLY_RENEWAL_MS });
    return answer.access_token;
  }

  /** The platform refused a token we held (revoked, or its lifetime shorter than it said). */
  forget(platformId: string): void {
    for (const key of this.tokens.keys()) if (key.startsWith(`${platformId} `)) this.tokens.delete(key);
  }
}
