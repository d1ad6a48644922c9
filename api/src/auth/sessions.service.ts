import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@cytocampus/event-store';
import { sessionUser } from '@cytocampus/projections';
import { hashToken } from './secret-tokens.js';
import { sessionTokenOf } from '../http/session-cookie.js';
import { SQL } from '../infra/tokens.js';
import { bearerOf } from './access-token-secret.js';
import { BearerTokens } from './bearer-tokens.service.js';
import { principalOf, type Principal, type RequestWithPrincipal } from './principal.js';

/** Finds the principal behind a session token in the sessions and users read models, or behind a bearer token. */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly bearers: BearerTokens,
  ) {}

  async principal(token: string | undefined): Promise<Principal | null> {
    if (!token) return null;
    const sessionHash = hashToken(token);
    const row = await sessionUser(this.sql, sessionHash);
    return row ? principalOf(row, sessionHash) : null;
  }

  /** Resolves once per request and caches on it: the bearer token when the request has an Authorization header, else the session cookie. */
  async fromRequest(req: RequestWithPrincipal): Promise<Principal | null> {
    if (req.principal !== undefined) return req.principal;
    const bearer = bearerOf(req);
    req.principal =
      bearer === null
        ? await this.principal(sessionTokenOf(req.cookies as Record<string, string | undefined>))
        : await this.bearers.principal(bearer, req.ip ?? 'unknown');
    return req.principal;
  }
}
