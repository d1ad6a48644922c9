import type { OrganizationCreated, OrganizationUpdated } from '@cytocampus/domain';
import { directoryRoom, orgRoom } from '@cytocampus/contracts';
import { orgScopedNotices } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/** Column of each organization field an update may change. */
const COLUMNS = { name: 'name', region: 'region', preWork: 'pre_work', defaultCurriculum: 'default_curriculum' } as const;

export const organizationsProjection: Projection<'organizations'> = {
  name: 'organizations',
  version: 2,
  tables: ['organizations'],
  // To its members (their own organization's page) and the site-wide lists.
  notices: (db, events) =>
    orgScopedNotices(db, events, {
      model: 'organization',
      category: 'organization',
      table: 'organizations',
      orgColumn: 'id',
      roomsOf: (id) => [orgRoom(id), directoryRoom(null)],
    }),
  migrate: (db) =>
    execAll(db, [
      `create table if not exists organizations (
        id text primary key,
        name text not null,
        region text,
        pre_work boolean not null default false,
        default_curriculum text,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists organizations_name_idx on organizations (lower(name))`,
    ]),
  ...perEvent({
    OrganizationCreated: (db, event) => {
      const d = event.data as OrganizationCreated['data'];
      return db.query(
        `insert into organizations (id, name, region, pre_work, default_curriculum, created, updated) values ($1, $2, $3, $4, $5, $6, $6)
         on conflict (id) do nothing`,
        [d.orgId, d.name, d.region, d.preWork, d.defaultCurriculum, event.metadata.occurredAt],
      );
    },
    OrganizationUpdated: (db, event) => {
      const entries = Object.entries((event.data as OrganizationUpdated['data']).changes) as [keyof typeof COLUMNS, unknown][];
      const sets = entries.map(([field], i) => `${COLUMNS[field]} = $${i + 3}`);
      return db.query(`update organizations set ${[...sets, 'updated = $2', 'version = version + 1'].join(', ')} where id = $1`, [
        streamEntityId(event),
        event.metadata.occurredAt,
        ...entries.map(([, value]) => value),
      ]);
    },
    OrganizationDeleted: (db, event) => db.query('delete from organizations where id = $1', [streamEntityId(event)]),
  }),
};
