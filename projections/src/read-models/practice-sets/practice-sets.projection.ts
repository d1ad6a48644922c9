import type { PracticeSetAssigned } from '@cytocampus/domain';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/**
 * Learners' practice sets (issue 31; docs/adr/0036 "Practice sets"): one row per assigned set,
 * from `PracticeSetAssigned` in `practice-<userId>`. The Skills page shows a learner's newest set.
 *
 * Columns: set_id (primary key), user_id, slides (jsonb: [{slideId, reason}] in the set's order),
 * assigned_by (a user id), assigned_at.
 */
export const practiceSetsProjection: Projection<'practiceSets'> = {
  name: 'practiceSets',
  version: 1,
  tables: ['practice_sets'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists practice_sets (
        set_id text primary key,
        user_id text not null,
        slides jsonb not null,
        assigned_by text not null,
        assigned_at timestamptz not null
      )`,
      `create index if not exists practice_sets_user_idx on practice_sets (user_id, assigned_at)`,
    ]),
  ...perEvent({
    PracticeSetAssigned: (db, event) => {
      const d = event.data as PracticeSetAssigned['data'];
      return db.query(
        `insert into practice_sets (set_id, user_id, slides, assigned_by, assigned_at) values ($1, $2, $3::jsonb, $4, $5) on conflict (set_id) do nothing`,
        [d.setId, d.userId, JSON.stringify(d.slides), d.assignedBy, new Date(d.assignedAt).toISOString()],
      );
    },
  }),
};
