import type { OrganizationCreated } from '@cytocampus/domain';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

export const organizationsProjection: Projection = {
  name: 'organizations',
  version: 1,
  tables: ['organizations'],
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
  }),
};
