import type { CurriculumCreated } from '@cytocampus/domain';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/** Assignments by name (the name lists and the user and group forms); the content framework adds the rest. */
export const curriculaProjection: Projection = {
  name: 'curricula',
  version: 1,
  tables: ['curricula'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists curricula (
        id text primary key,
        name text not null,
        org_id text,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
    ]),
  ...perEvent({
    CurriculumCreated: (db, event) => {
      const d = event.data as CurriculumCreated['data'];
      return db.query(
        `insert into curricula (id, name, org_id, created, updated) values ($1, $2, $3, $4, $4) on conflict (id) do nothing`,
        [d.curriculumId, d.name, d.orgId, event.metadata.occurredAt],
      );
    },
  }),
};
