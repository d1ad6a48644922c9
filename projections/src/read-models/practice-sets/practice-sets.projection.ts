import { directoryRoom, userRoom } from '@cytocampus/contracts';
import type { PracticeSetAssigned } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from '../../live-notices.js';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/**
 * Learners' practice sets (issue 31; docs/adr/0036 "Practice sets"): one row per assigned set,
 * from `PracticeSetAssigned` in `practice-<userId>`. The Skills page shows a learner's newest set.
 *
 * Columns: set_id (primary key), user_id, slides (jsonb: [{slideId, reason}] in the set's order),
 * assigned_by (a user id), assigned_at.
 *
 * Each assignment is a `practice` notice to the learner and to those who may list them (the users
 * read model's org_id), so an open Skills page shows the new set whoever assigned it.
 */
export const practiceSetsProjection: Projection<'practiceSets'> = {
  name: 'practiceSets',
  version: 1,
  tables: ['practice_sets'],
  notices: practiceNotices,
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

async function practiceNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const latest = new Map<string, number>();
  for (const e of events) {
    if (e.type !== 'PracticeSetAssigned') continue;
    const d = e.data as PracticeSetAssigned['data'];
    latest.set(d.userId, Math.max(latest.get(d.userId) ?? 0, d.assignedAt));
  }
  if (latest.size === 0) return [];
  const { rows } = await db.query<{ id: string; org_id: string | null }>(`select id, org_id from users where id = any($1)`, [[...latest.keys()]]);
  const orgOf = new Map(rows.map((r) => [r.id, r.org_id]));
  return [...latest].map(([userId, version]) => ({
    rooms: [...new Set([userRoom(userId), directoryRoom(orgOf.get(userId) ?? null), directoryRoom(null)])],
    notice: { model: 'practice', id: userId, version },
  }));
}
