import { Inject, Injectable } from '@nestjs/common';
import { SESSION_COOKIE, type Role } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { resolvePermissions } from '@cytocampus/permissions';
import { hashToken } from '../http/session-cookie.js';
import { SQL } from '../infra/tokens.js';
import type { Principal, RequestWithPrincipal } from './principal.js';

interface SessionRow {
  user_id: string;
  email: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/** Finds the principal behind a session token in the sessions and users read models. */
@Injectable()
export class SessionsService {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async principal(token: string | undefined): Promise<Principal | null> {
    if (!token) return null;
    const sessionHash = hashToken(token);
    const { rows } = await this.sql.query<SessionRow>(
      `select s.user_id, u.email, u.role, u.org_id, u.permissions
         from sessions s join users u on u.id = s.user_id
        where s.hash = $1 and s.expires_at > now() and not u.disabled`,
      [sessionHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      userId: row.user_id,
      email: row.email,
      role: row.role,
      orgId: row.org_id,
      permissions: resolvePermissions({ role: row.role, permissions: row.permissions }),
      sessionToken: token,
      sessionHash,
    };
  }

  /** Resolves once per request and caches on it. */
  async fromRequest(req: RequestWithPrincipal): Promise<Principal | null> {
    if (req.principal === undefined) req.principal = await this.principal((req.cookies as Record<string, string | undefined>)[SESSION_COOKIE]);
    return req.principal;
  }
}
