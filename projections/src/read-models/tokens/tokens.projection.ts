import { directoryRoom } from '@cytocampus/contracts';
import type { TokenIssued } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/**
 * A user's tokens changed: one notice per user, whose version is the sum of their tokens' (it grows
 * with every change, as no row is ever removed), to those who may list the user (docs/adr/0034).
 */
async function tokenNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const tokenIds = [...idsOf(events, 'token'), ...idsOf(events, 'tokenuse')];
  const { rows } = await db.query<{ user_id: string; org_id: string | null; version: number }>(
    `select t.user_id, u.org_id, sum(t.version)::int as version
       from access_tokens t left join users u on u.id = t.user_id
      where t.user_id in (select user_id from access_tokens where id = any($1))
      group by t.user_id, u.org_id`,
    [tokenIds],
  );
  return rows.map((r) => ({
    rooms: [directoryRoom(null), ...(r.org_id ? [directoryRoom(r.org_id)] : [])],
    notice: { model: 'token', id: r.user_id, version: r.version },
  }));
}

/**
 * Personal access tokens by hash (what the API looks a bearer up in) and by user (the list on the
 * user's page). Only the SHA-256 of a token is here, as in its events.
 */
export const tokensProjection: Projection<'tokens'> = {
  name: 'tokens',
  version: 1,
  tables: ['access_tokens'],
  notices: tokenNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists access_tokens (
        id text primary key,
        user_id text not null,
        name text not null,
        hash text not null unique,
        prefix text not null,
        created timestamptz not null,
        created_by text,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used timestamptz,
        version int not null default 1
      )`,
      `create index if not exists access_tokens_user_idx on access_tokens (user_id)`,
    ]),
  ...perEvent({
    TokenIssued: (db, event) => {
      const d = event.data as TokenIssued['data'];
      return db.query(
        `insert into access_tokens (id, user_id, name, hash, prefix, created, created_by, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [streamEntityId(event), d.userId, d.name, d.hash, d.prefix, event.metadata.occurredAt, event.metadata.actorId, d.expiresAt],
      );
    },
    TokenRevoked: (db, event) =>
      db.query(`update access_tokens set revoked_at = $2, version = version + 1 where id = $1 and revoked_at is null`, [
        streamEntityId(event),
        event.metadata.occurredAt,
      ]),
    // `tokenuse-<id>`: the latest use wins, whatever order two processes' records arrive in.
    TokenUsed: (db, event) =>
      db.query(`update access_tokens set last_used = $2, version = version + 1 where id = $1 and (last_used is null or last_used < $2::timestamptz)`, [
        streamEntityId(event),
        event.metadata.occurredAt,
      ]),
  }),
};
