import { slideRoom, type SlideItem, type SlideStatus } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, REMOVED_VERSION, type LiveNotice } from '../../live-notices.js';
import { slideLibraryNotices } from './slide-library-notices.js';

interface Row {
  id: string;
  version: number;
  status: SlideStatus;
  error: string | null;
  image: SlideItem['image'];
  file_name: string | null;
  bytes: string | null;
}

/** Events that change objects of interest: a page must fetch those, they are not in the patch. */
const OBJECT_EVENTS = new Set(['SlideAnalysisImported', 'SlideObjectAdded', 'SlideObjectChanged', 'SlideObjectRemoved']);

/**
 * Notices to a slide's watchers. A slide's version is its content row's plus its slides row's (each
 * counts its own changes), so the content and the slides projections announce one sequence. The
 * image side rides along as a patch when only it changed (`withPatch`: the slides projection's own
 * changes, objects of interest aside). The slide list's progress strips hear of them too (slideLibraryNotices).
 */
export async function slideNotices(db: SqlExecutor, events: readonly RecordedEvent[], withPatch: boolean): Promise<LiveNotice[]> {
  const ids = idsOf(events, 'slide');
  if (ids.length === 0) return [];
  return [...(await watcherNotices(db, events, ids, withPatch)), ...(await slideLibraryNotices(db, events, !withPatch))];
}

async function watcherNotices(db: SqlExecutor, events: readonly RecordedEvent[], ids: string[], withPatch: boolean): Promise<LiveNotice[]> {
  const { rows } = await db.query<Row>(
    `select s.id, s.version + coalesce(c.version, 0) as version, s.status, s.error, s.image, s.file_name, s.bytes
       from slides s left join content_items c on c.id = s.id where s.id = any($1)`,
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  const patchable = (id: string) => withPatch && !events.some((e) => e.streamId === `slide-${id}` && OBJECT_EVENTS.has(e.type));
  return ids.flatMap((id): LiveNotice[] => {
    const row = found.get(id);
    // The slides projection owns the row: only it can tell a removal from a row it has yet to insert.
    if (!row) return withPatch ? [{ rooms: [slideRoom(id)], notice: { model: 'slide', id, version: REMOVED_VERSION, removed: true } }] : [];
    const version = Number(row.version);
    if (!patchable(id)) return [{ rooms: [slideRoom(id)], notice: { model: 'slide', id, version } }];
    const patch = { status: row.status, error: row.error, image: row.image, fileName: row.file_name, bytes: row.bytes === null ? null : Number(row.bytes) };
    return [{ rooms: [slideRoom(id)], notice: { model: 'slide', id, version, patch } }];
  });
}
