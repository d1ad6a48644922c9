import { contentRoom } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { REMOVED_VERSION, type LiveNotice } from '../../live-notices.js';
import { streamEntityId } from '../../projection.js';

/**
 * Notices to the watchers of content items of the authored types (slides have their own,
 * slide-notices.ts): the revision's version; a revision gone is announced as removed.
 */
export async function authoredNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ids = [...new Set(events.filter((e) => !e.streamId.startsWith('slide-')).map(streamEntityId))];
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; version: number }>('select id, version from content_items where id = any($1)', [ids]);
  const found = new Map(rows.map((r) => [r.id, r.version]));
  return ids.map((id) => {
    const version = found.get(id);
    return version === undefined
      ? { rooms: [contentRoom(id)], notice: { model: 'content', id, version: REMOVED_VERSION, removed: true } }
      : { rooms: [contentRoom(id)], notice: { model: 'content', id, version } };
  });
}
