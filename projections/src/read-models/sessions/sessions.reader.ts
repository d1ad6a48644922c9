import type { Role } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the sessions read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the tables, so a change of a column changes both in one place.
 */

/** The user behind an open session, from `sessions` joined with `users`. */
export interface SessionUserRow {
  user_id: string;
  email: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/**
 * Who a session cookie signs in: the active user of the unexpired session with this token hash,
 * null when there is none (signed out, expired, or the user is disabled).
 */
export async function sessionUser(sql: SqlExecutor, sessionHash: string): Promise<SessionUserRow | null> {
  const { rows } = await sql.query<SessionUserRow>(
    `select s.user_id, u.email, u.role, u.org_id, u.permissions
       from sessions s join users u on u.id = s.user_id
      where s.hash = $1 and s.expires_at > now() and not u.disabled`,
    [sessionHash],
  );
  return rows[0] ?? null;
}

/** The identity provider an open session was started through (docs/adr/0041); null for a password sign-in, or a session already over. */
export async function sessionProviderId(sql: SqlExecutor, sessionHash: string): Promise<string | null> {
  const { rows } = await sql.query<{ provider_id: string | null }>('select provider_id from sessions where hash = $1', [sessionHash]);
  return rows[0]?.provider_id ?? null;
}
