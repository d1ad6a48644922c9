import { directoryRoom, userRoom } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';

interface ChangedRecord {
  id: string;
  user_id: string;
  org_id: string | null;
  module_id: string;
  session: string | null;
  submitted_on: Date | null;
  version: number;
  summary_version: number | null;
}

/**
 * For every review the events changed: `review` to the learner's own room with the session (a
 * second tab's checkout expires the first at once); `stats` to those who may list the learner; and
 * `course` to the learner when the course summary changed.
 */
export async function statsNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ids = idsOf(events, 'review');
  if (ids.length === 0) return [];
  const { rows } = await db.query<ChangedRecord>(
    `select s.id, s.user_id, s.org_id, s.module_id, s.session, s.submitted_on, s.version, c.version as summary_version
       from stats_records s left join course_summaries c on c.user_id = s.user_id and c.module_id = s.module_id
      where s.id = any($1)`,
    [ids],
  );
  const changedSummaries = new Set(
    events.filter((e) => e.type !== 'ReviewUpdated' && e.type !== 'ReviewSaved' && e.type !== 'ReviewPageVisited').map((e) => e.streamId),
  );
  return rows.flatMap((r): LiveNotice[] => {
    const own = [userRoom(r.user_id)];
    const notices: LiveNotice[] = [
      { rooms: own, notice: { model: 'review', id: r.id, version: r.version, patch: { session: r.session, submitTime: r.submitted_on?.getTime() ?? null } } },
      { rooms: [directoryRoom(r.org_id), directoryRoom(null)], notice: { model: 'stats', id: r.id, version: r.version } },
    ];
    if (changedSummaries.has(`review-${r.id}`) && r.summary_version !== null)
      notices.push({ rooms: own, notice: { model: 'course', id: r.module_id, version: r.summary_version } });
    return notices;
  });
}
