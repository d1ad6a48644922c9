import type { RecordedEvent } from '@cytocampus/event-store';
import type { UserSignedIn, UserSignedOut } from '@cytocampus/domain';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const endAll = (db: Parameters<Projection['apply']>[0], event: RecordedEvent) => db.query('delete from sessions where user_id = $1', [streamEntityId(event)]);

/** Open sessions by token hash: what the API checks on every request. */
export const sessionsProjection: Projection<'sessions'> = {
  name: 'sessions',
  version: 2,
  tables: ['sessions'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists sessions (
        hash text primary key,
        user_id text not null,
        created timestamptz not null,
        expires_at timestamptz not null,
        user_agent text,
        ip text
      )`,
      `create index if not exists sessions_user_idx on sessions (user_id)`,
    ]),
  ...perEvent({
    UserSignedIn: (db, event) => {
      const d = event.data as UserSignedIn['data'];
      return db.query(
        `insert into sessions (hash, user_id, created, expires_at, user_agent, ip) values ($1, $2, $3, $4, $5, $6) on conflict (hash) do nothing`,
        [d.sessionHash, streamEntityId(event), event.metadata.occurredAt, d.expiresAt, d.userAgent, d.ip],
      );
    },
    UserSignedOut: (db, event) => db.query('delete from sessions where hash = $1', [(event.data as UserSignedOut['data']).sessionHash]),
    UserSignedOutEverywhere: endAll,
    PasswordChanged: endAll,
    UserDeactivated: endAll,
    UserDeleted: endAll,
  }),
};
