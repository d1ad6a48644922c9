import type { Announcement, LiveModel, Page, ReadModelChanged } from '@cytocampus/contracts';
import { api } from '../http/baseApi';
import { apiRequest } from '../http/request';
import { liveEvents, type LiveEvents } from './liveEvents';

/** The parts of RTK Query's `onCacheEntryAdded` lifecycle a follower needs. */
export interface CacheEntryLifecycle<Data> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry(): { data?: Data };
}

/**
 * Runs `follow` while the cache entry lives, from the moment its first data arrived; `follow` reads
 * the entry's current data through `current` and answers how to stop.
 */
export async function followCacheEntry<Data>(life: CacheEntryLifecycle<Data>, follow: (current: () => Data | undefined) => () => void): Promise<void> {
  try {
    await life.cacheDataLoaded;
  } catch {
    return; // removed before its data arrived
  }
  const stop = follow(() => life.getCacheEntry().data);
  await life.cacheEntryRemoved;
  stop();
}

/**
 * An entry showing one row whose notices carry no patch: a newer version (or its removal) refetches
 * the entries of `tags`, once.
 */
export function refetchWhenChanged<Data>(
  life: CacheEntryLifecycle<Data> & { dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown },
  model: LiveModel,
  rowOf: (data: Data | undefined) => { id: string; version: number } | null,
  tags: Parameters<typeof api.util.invalidateTags>[0],
): Promise<void> {
  return followCacheEntry(life, (current) =>
    liveEvents.on('changed', (notice) => {
      if (notice.model === model && decideNotice(rowOf(current()), notice) !== 'ignore') life.dispatch(api.util.invalidateTags(tags));
    }),
  );
}

/** The announcement as a row: its version is its update time. */
export const announcementRow = (announcement: Announcement | undefined) => (announcement ? { id: 'main', version: announcement.updated ?? 0 } : null);

/** What a cached row does with a notice: nothing (not it, or already as new), apply the notice's patch, or fetch it. */
export type NoticeDecision = 'ignore' | 'patch' | 'fetch';

/**
 * The client's rule for read-model notices (ADR 0005): a version the row holds already, or an older
 * one, is ignored (so the tab that made the change does not fetch again); the next version with a
 * patch is patched in; anything else (a gap, a removal, no patch) is one fetch of that row.
 */
export function decideNotice(row: { id: string; version: number } | null | undefined, notice: ReadModelChanged): NoticeDecision {
  if (!row || row.id !== notice.id) return 'ignore';
  if (notice.removed) return 'fetch';
  if (notice.version <= row.version) return 'ignore';
  return notice.version === row.version + 1 && 'patch' in notice && notice.patch ? 'patch' : 'fetch';
}

/** What a list's follower needs of its cache entry's lifecycle. */
export interface PageEntryUpdater<Row> {
  updateCachedData(recipe: (page: Page<Row>) => void): void;
}

/**
 * Keeps the rows of a cached page as new as the notices say, without refetching the page: a row
 * patched in place, or fetched alone (`fetchRow`: the row, null when it is gone or no longer
 * visible, undefined when the fetch failed and the row is kept as it is).
 */
export function followPageRows<Row extends { id: string; version: number }>(
  model: LiveModel,
  entry: PageEntryUpdater<Row>,
  current: () => Page<Row> | undefined,
  fetchRow: (id: string) => Promise<Row | null | undefined>,
  events: LiveEvents = liveEvents,
): () => void {
  return events.on('changed', (notice) => {
    if (notice.model !== model) return;
    const decision = decideNotice(
      current()?.items.find((row) => row.id === notice.id),
      notice,
    );
    if (decision === 'patch' && 'patch' in notice && notice.patch) {
      const patch = { ...notice.patch, version: notice.version } as unknown as Partial<Row>;
      entry.updateCachedData((page) => replaceRow(page, notice.id, patch));
    } else if (decision === 'fetch') {
      void fetchRow(notice.id).then((fresh) => {
        if (fresh !== undefined) entry.updateCachedData((page) => replaceRow(page, notice.id, fresh));
      });
    }
  });
}

/** The row's fields from `fresh` (only those the list holds), or the row taken out when `fresh` is null. */
function replaceRow<Row extends { id: string }>(page: Page<Row>, id: string, fresh: Partial<Row> | null): void {
  const index = page.items.findIndex((row) => row.id === id);
  const row = page.items[index];
  if (!row) return;
  if (fresh === null) {
    page.items.splice(index, 1);
    page.total -= 1;
    return;
  }
  for (const key of Object.keys(row) as (keyof Row)[]) if (key in fresh) row[key] = fresh[key] as Row[keyof Row];
}

/** `onCacheEntryAdded` of a list whose rows follow their notices; `rowUrl` answers one row of it (for the list's argument). */
export const followingRows =
  <Row extends { id: string; version: number }, Arg = unknown>(model: LiveModel, rowUrl: (id: string, arg: Arg) => string) =>
  (arg: Arg, life: CacheEntryLifecycle<Page<Row>> & PageEntryUpdater<Row>): Promise<void> =>
    followCacheEntry(life, (current) => followPageRows(model, life, current, (id) => fetchRow<Row>(rowUrl(id, arg))));

/**
 * Fetches one row as `followPageRows` takes it (outside the cache: the list is what shows it); 404
 * and 403 mean the row is gone for this viewer.
 */
export async function fetchRow<Row>(url: string): Promise<Row | null | undefined> {
  const result = await apiRequest<Row>({ url });
  if (result.ok) return result.data;
  return result.error.status === 404 || result.error.status === 403 ? null : undefined;
}
