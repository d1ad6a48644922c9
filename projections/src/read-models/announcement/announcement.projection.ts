import type { AnnouncementChanged } from '@cytocampus/domain';
import { SITE_ROOM } from '@cytocampus/contracts';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

export const announcementProjection: Projection<'announcement'> = {
  name: 'announcement',
  version: 1,
  tables: ['announcement'],
  // To every signed-in socket; the version is the update time.
  notices: async (db) => {
    const { rows } = await db.query<{ version: number }>(`select (extract(epoch from updated) * 1000)::float8 as version from announcement where id = 'main'`);
    return rows.map((r) => ({ rooms: [SITE_ROOM], notice: { model: 'announcement', id: 'main', version: Number(r.version) } }));
  },
  migrate: (db) => execAll(db, [`create table if not exists announcement (id text primary key, content text not null, updated timestamptz not null)`]),
  ...perEvent({
    AnnouncementChanged: (db, event) =>
      db.query(
        `insert into announcement (id, content, updated) values ('main', $1, $2)
         on conflict (id) do update set content = excluded.content, updated = excluded.updated`,
        [(event.data as AnnouncementChanged['data']).content, event.metadata.occurredAt],
      ),
  }),
};
