import { userRoom } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';

/**
 * `certificate` to the holder's own room for every certificate the events issued, printed or
 * revoked (a cleared review finds the certificates it revoked by `revoked_by_review`), so the
 * learner's certificates page follows without a reload.
 */
export async function certificateNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const codes = idsOf(events, 'certificate');
  const cleared = idsOf(
    events.filter((e) => e.type === 'ReviewCleared'),
    'review',
  );
  if (codes.length === 0 && cleared.length === 0) return [];
  const { rows } = await db.query<{ code: string; user_id: string; version: number }>(
    `select code, user_id, version from certificates where code = any($1) or revoked_by_review = any($2)`,
    [codes, cleared],
  );
  return rows.map((r) => ({ rooms: [userRoom(r.user_id)], notice: { model: 'certificate', id: r.code, version: r.version } }));
}
