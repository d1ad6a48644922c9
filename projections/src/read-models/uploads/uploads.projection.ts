import type { UploadEvent } from '@cytocampus/domain';
import type { RecordedEvent } from '@cytocampus/event-store';
import { userRoom } from '@cytocampus/contracts';
import { idsOf } from '../../live-notices.js';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

type Data<T extends UploadEvent['type']> = Extract<UploadEvent, { type: T }>['data'];
const data = <T extends UploadEvent['type']>(event: RecordedEvent): Data<T> => event.data as Data<T>;

/**
 * One row per upload: the owner's tracker list (GET /uploads) and the file lookup other modules use
 * (GetUploadedFile). Progress is volatile and never stored here.
 */
export const uploadsProjection: Projection<'uploads'> = {
  name: 'uploads',
  version: 1,
  tables: ['uploads'],
  // To the owner's tabs; the version is the update time (the tracker refetches its short list).
  notices: async (db, events) => {
    const { rows } = await db.query<{ id: string; owner_id: string; version: number }>(
      `select id, owner_id, (extract(epoch from updated) * 1000)::float8 as version from uploads where id = any($1)`,
      [idsOf(events, 'upload')],
    );
    return rows.map((r) => ({ rooms: [userRoom(r.owner_id)], notice: { model: 'upload', id: r.id, version: Number(r.version) } }));
  },
  migrate: (db) =>
    execAll(db, [
      `create table if not exists uploads (
        id text primary key,
        owner_id text not null,
        name text not null,
        type text not null,
        size bigint not null,
        purpose text not null,
        status text not null,
        error text,
        cleared boolean not null default false,
        created timestamptz not null,
        updated timestamptz not null
      )`,
      `create index if not exists uploads_owner_idx on uploads (owner_id, created desc) where not cleared`,
      `create index if not exists uploads_unfinished_idx on uploads (created) where status = 'uploading'`,
    ]),
  ...perEvent({
    UploadStarted: (db, event) => {
      const d = data<'UploadStarted'>(event);
      return db.query(
        `insert into uploads (id, owner_id, name, type, size, purpose, status, created, updated)
         values ($1, $2, $3, $4, $5, $6, 'uploading', $7, $7) on conflict (id) do nothing`,
        [d.uploadId, d.ownerId, d.name, d.type, d.size, d.purpose, event.metadata.occurredAt],
      );
    },
    UploadCompleted: (db, event) =>
      db.query(`update uploads set status = 'complete', error = null, updated = $2 where id = $1`, [
        data<'UploadCompleted'>(event).uploadId,
        event.metadata.occurredAt,
      ]),
    UploadFailed: (db, event) => {
      const d = data<'UploadFailed'>(event);
      return db.query(`update uploads set status = 'failed', error = $2, updated = $3 where id = $1`, [d.uploadId, d.error, event.metadata.occurredAt]);
    },
    UploadCleared: (db, event) =>
      db.query(`update uploads set cleared = true, updated = $2 where id = $1`, [data<'UploadCleared'>(event).uploadId, event.metadata.occurredAt]),
  }),
};
