import type { GroupCreated, GroupUpdated } from '@cytocampus/domain';
import { directoryRoom } from '@cytocampus/contracts';
import { orgScopedNotices } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const COLUMNS = { name: 'name', description: 'description', tags: 'tags', defaultCurriculum: 'default_curriculum' } as const;
/** Tags are stored as jsonb. */
const toColumn = (field: keyof typeof COLUMNS, value: unknown): unknown => (field === 'tags' ? JSON.stringify(value) : value);

/** One row per group of an organization. */
export const groupsProjection: Projection<'groups'> = {
  name: 'groups',
  version: 1,
  tables: ['groups'],
  // To those who may list the organization's users (who manage its groups) and the site-wide lists.
  notices: (db, events) =>
    orgScopedNotices(db, events, {
      model: 'group',
      category: 'group',
      table: 'groups',
      orgColumn: 'org_id',
      roomsOf: (_id, orgId) => [directoryRoom(null), ...(orgId ? [directoryRoom(orgId)] : [])],
    }),
  migrate: (db) =>
    execAll(db, [
      `create table if not exists groups (
        id text primary key,
        org_id text not null,
        name text not null,
        description text not null default '',
        tags jsonb not null default '[]',
        default_curriculum text,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists groups_org_idx on groups (org_id, lower(name))`,
    ]),
  ...perEvent({
    GroupCreated: (db, event) => {
      const d = event.data as GroupCreated['data'];
      return db.query(
        `insert into groups (id, org_id, name, description, tags, default_curriculum, created, updated) values ($1, $2, $3, $4, $5, $6, $7, $7)
         on conflict (id) do nothing`,
        [d.groupId, d.orgId, d.name, d.description, JSON.stringify(d.tags), d.defaultCurriculum, event.metadata.occurredAt],
      );
    },
    GroupUpdated: (db, event) => {
      const entries = Object.entries((event.data as GroupUpdated['data']).changes) as [keyof typeof COLUMNS, unknown][];
      const sets = entries.map(([field], i) => `${COLUMNS[field]} = $${i + 3}${field === 'tags' ? '::jsonb' : ''}`);
      return db.query(`update groups set ${[...sets, 'updated = $2', 'version = version + 1'].join(', ')} where id = $1`, [
        streamEntityId(event),
        event.metadata.occurredAt,
        ...entries.map(([field, value]) => toColumn(field, value)),
      ]);
    },
    GroupDeleted: (db, event) => db.query('delete from groups where id = $1', [streamEntityId(event)]),
  }),
};
