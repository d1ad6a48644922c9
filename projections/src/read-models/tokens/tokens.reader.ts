import type { Role } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the tokens read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** The user behind a usable access token, from `access_tokens` joined with `users`. */
export interface BearerRow {
  token_id: string;
  user_id: string;
  email: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/** A row of `access_tokens` as the user's page lists it (never the hash), with its creator's name. */
export interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  created: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used: Date | null;
  /** Bumped by every change of the row. */
  version: number;
  /** The full name of who issued it; null when unknown or blank. */
  created_by_name: string | null;
}

/**
 * Who a bearer token signs in: the active user of the token with this hash, as long as the token is
 * neither revoked nor expired at `now`; null otherwise (a refusal).
 */
export async function bearerUser(sql: SqlExecutor, hash: string, now: Date): Promise<BearerRow | null> {
  const { rows } = await sql.query<BearerRow>(
    `select t.id as token_id, t.user_id, u.email, u.role, u.org_id, u.permissions
       from access_tokens t join users u on u.id = t.user_id
      where t.hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > $2) and not u.disabled`,
    [hash, now],
  );
  return rows[0] ?? null;
}

/** A user's tokens for the list on their page, newest first, revoked and expired ones included. */
export async function userTokens(sql: SqlExecutor, userId: string): Promise<TokenRow[]> {
  const { rows } = await sql.query<TokenRow>(
    `select t.id, t.name, t.prefix, t.created, t.expires_at, t.revoked_at, t.last_used, t.version,
            nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by_name
       from access_tokens t left join users u on u.id = t.created_by
      where t.user_id = $1 order by t.created desc, t.id`,
    [userId],
  );
  return rows;
}

/** The ids of every token a user was ever issued: the streams their history is read from. */
export async function userTokenIds(sql: SqlExecutor, userId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`select id from access_tokens where user_id = $1`, [userId]);
  return rows.map((row) => row.id);
}
