import type { SqlExecutor } from '@cytocampus/event-store';
import { ENDS_EVERY_SESSION, type SessionStarted, type UserSignedIn, type UserSignedOut } from '@cytocampus/domain';
import { perEvent, streamEntityId, type EventHandler, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const INSERT = `insert into sessions (hash, user_id, created, expires_at, user_agent, ip) values ($1, $2, $3, $4, $5, $6) on conflict (hash) do nothing`;

/**
 * A session from its own stream (ADR 0020) opens only if its user has not ended every session
 * since it began: the two are in different streams, so an end of every session may come first in
 * the global order although the sign-in read the user stream before it.
 */
const INSERT_IN_EPOCH = `insert into sessions (hash, user_id, created, expires_at, user_agent, ip, provider_id)
  select $1, $2, $3::timestamptz, $4::timestamptz, $5, $6, $8
  where $7::int >= coalesce((select epoch from session_epochs where user_id = $2), 0)
  on conflict (hash) do nothing`;

/** Counted exactly as UserState.sessionEpoch is, from the same events. */
const NEXT_EPOCH = `insert into session_epochs (user_id, epoch) values ($1, 1) on conflict (user_id) do update set epoch = session_epochs.epoch + 1`;

const endEverySession: EventHandler = async (db, event) => {
  const userId = streamEntityId(event);
  await db.query(NEXT_EPOCH, [userId]);
  await db.query('delete from sessions where user_id = $1', [userId]);
};

const endOne = (db: SqlExecutor, hash: string) => db.query('delete from sessions where hash = $1', [hash]);

/** Open sessions by token hash: what the API checks on every request. */
export const sessionsProjection: Projection<'sessions'> = {
  name: 'sessions',
  // v4: provider_id, the provider a session came through (its sign-out goes there too, docs/adr/0041).
  version: 4,
  tables: ['sessions', 'session_epochs'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists sessions (
        hash text primary key,
        user_id text not null,
        created timestamptz not null,
        expires_at timestamptz not null,
        user_agent text,
        ip text,
        provider_id text
      )`,
      `create index if not exists sessions_user_idx on sessions (user_id)`,
      `create table if not exists session_epochs (
        user_id text primary key,
        epoch int not null
      )`,
    ]),
  ...perEvent({
    // Sessions in streams of their own (ADR 0020): `session-<hash>`.
    SessionStarted: (db, event) => {
      const d = event.data as SessionStarted['data'];
      const providerId = d.via?.providerId ?? null;
      return db.query(INSERT_IN_EPOCH, [streamEntityId(event), d.userId, event.metadata.occurredAt, d.expiresAt, d.userAgent, d.ip, d.epoch, providerId]);
    },
    SessionEnded: (db, event) => endOne(db, streamEntityId(event)),
    // Sessions recorded in the user's stream before ADR 0020: still applied, so that a rebuild gives the same rows.
    UserSignedIn: (db, event) => {
      const d = event.data as UserSignedIn['data'];
      return db.query(INSERT, [d.sessionHash, streamEntityId(event), event.metadata.occurredAt, d.expiresAt, d.userAgent, d.ip]);
    },
    UserSignedOut: (db, event) => endOne(db, (event.data as UserSignedOut['data']).sessionHash),
    ...Object.fromEntries(ENDS_EVERY_SESSION.map((type) => [type, endEverySession])),
  }),
};
