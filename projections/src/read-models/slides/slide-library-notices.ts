import { SLIDE_LIBRARY_EVERYONE, slideLibraryRoom } from '@cytocampus/contracts';
import { STATUS_AFTER } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';

/** Whose slide lists show a slide: its organization, the organizations it is shared with, everyone when public. */
export interface SlideAudience {
  orgId: string | null;
  isPublic: boolean;
  allowedOrgs: readonly string[];
}

/**
 * The rooms of those whose slide list shows the slide: every slide's readers and the organizations
 * that see it; everyone when it is public or its audience is not known (its rows are gone).
 * Filtered organizations of a public slide hear too: the notice names no slide, they only fetch
 * counts that did not change.
 */
export function slideLibraryRooms(audience: SlideAudience | null): string[] {
  if (audience === null || audience.isPublic) return [SLIDE_LIBRARY_EVERYONE];
  const orgIds = [...(audience.orgId === null ? [] : [audience.orgId]), ...audience.allowedOrgs];
  return [...new Set([slideLibraryRoom(null), ...orgIds.map(slideLibraryRoom)])];
}

/** The slides projection's events that move a slide between image stages (objects of interest do not). */
const STAGE_EVENTS = new Set(['ContentCreated', 'ContentDeleted', 'SlideRequeued', ...Object.keys(STATUS_AFTER)]);

/**
 * One slideLibrary notice for the slides a transaction changed, to the rooms of everyone who sees
 * one of them: the progress strips fetch their counts again (the client waits a second for more).
 * `contentSide`: the content projection's changes (created, shared, activated, deleted) go to
 * everyone, because those who saw the slide before the change may not see it now.
 */
export async function slideLibraryNotices(db: SqlExecutor, events: readonly RecordedEvent[], contentSide: boolean): Promise<LiveNotice[]> {
  const ids = idsOf(
    events.filter((e) => contentSide || STAGE_EVENTS.has(e.type)),
    'slide',
  );
  if (ids.length === 0) return [];
  const rooms = new Set<string>();
  if (contentSide) rooms.add(SLIDE_LIBRARY_EVERYONE);
  else {
    const { rows } = await db.query<{ id: string; org_id: string | null; is_public: boolean; allowed_orgs: string[] }>(
      'select id, org_id, is_public, allowed_orgs from content_items where id = any($1)',
      [ids],
    );
    const found = new Map(rows.map((r) => [r.id, { orgId: r.org_id, isPublic: r.is_public, allowedOrgs: r.allowed_orgs }]));
    for (const id of ids) for (const room of slideLibraryRooms(found.get(id) ?? null)) rooms.add(room);
  }
  return [{ rooms: [...rooms], notice: { model: 'slideLibrary', id: 'slides', version: 0 } }];
}
