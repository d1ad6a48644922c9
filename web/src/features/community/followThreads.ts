import type { CurrentUser, ThreadDetail, ThreadListQuery, ThreadPage, ThreadSummary } from '@cytocampus/contracts';
import { canCommentThread } from '@cytocampus/permissions';
import { decideNotice, followCacheEntry, type CacheEntryLifecycle } from '../../realtime/followCacheEntry';
import { liveEvents, type LiveEvents } from '../../realtime/liveEvents';
import { applyMessageNotice, applySummary, applyThreadPatch, concernsThread, decideListNotice, patchFits, updateListRow } from './liveThreads';
import { listHolds, personOf } from './threadRules';

/** Several notices in a burst (a busy thread) make one fetch. */
export const REFETCH_THROTTLE_MS = 250;

/** Runs `task` once, `ms` after the first of any number of calls in between; `cancel` stops a pending run. */
export function trailingThrottle(task: () => void, ms: number): { run: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    run: () => {
      timer ??= setTimeout(() => {
        timer = null;
        task();
      }, ms);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** What the followers need beyond the cache entry: the viewer, the entry's own refetch and one thread's summary (null when gone for the viewer). */
export interface FollowDeps {
  viewer: () => CurrentUser | null;
  refetch: () => void;
  fetchSummary: (threadId: string) => Promise<ThreadSummary | null | undefined>;
  events?: LiveEvents;
}

type Updater<Data> = { updateCachedData(recipe: (data: Data) => void): void };

/**
 * GET /threads/alerts follows every `thread` notice (a new message where the viewer reads) and the
 * viewer's `community` notice (read and check times): one refetch per burst.
 */
export function followAlerts(life: CacheEntryLifecycle<unknown>, { refetch, events = liveEvents }: Pick<FollowDeps, 'refetch' | 'events'>): Promise<void> {
  return followCacheEntry(life, () => {
    const throttle = trailingThrottle(refetch, REFETCH_THROTTLE_MS);
    const stop = events.on('changed', (notice) => {
      // Outlier notifications (docs/adr/0036) show in the Notifications tab beside the threads.
      if (notice.model === 'thread' || notice.model === 'community' || notice.model === 'skillOutlier') throttle.run();
    });
    return () => {
      stop();
      throttle.cancel();
    };
  });
}

/**
 * A thread list follows its rows: a row held with the previous version is patched (and the order
 * kept: sticky first, newest), another version or a row that does not name the new sender is
 * fetched alone, a deleted one dropped; a thread the list does not hold is fetched and, when it
 * belongs to this list, the page is asked again. The viewer's `community` notice (a thread read
 * elsewhere) asks the page again for the unread flags.
 */
export function followThreadList(query: ThreadListQuery, life: CacheEntryLifecycle<ThreadPage> & Updater<ThreadPage>, deps: FollowDeps): Promise<void> {
  const { viewer, refetch, fetchSummary, events = liveEvents } = deps;
  return followCacheEntry(life, (current) => {
    const throttle = trailingThrottle(refetch, REFETCH_THROTTLE_MS);
    // A thread's kind and place never change: one found not to belong here is not fetched again.
    const elsewhere = new Set<string>();
    const replaceRow = (id: string) =>
      void fetchSummary(id).then((fresh) => {
        if (fresh !== undefined) life.updateCachedData((page) => updateListRow(page, id, fresh));
      });
    const stop = events.on('changed', (notice) => {
      if (notice.model === 'community') return throttle.run();
      if (notice.model !== 'thread' || elsewhere.has(notice.id)) return;
      const action = decideListNotice(current(), notice);
      switch (action.kind) {
        case 'patch':
          return life.updateCachedData((page) =>
            updateListRow(page, notice.id, { patch: action.patch, version: notice.version, viewerId: viewer()?.id ?? null }),
          );
        case 'drop':
          return life.updateCachedData((page) => updateListRow(page, notice.id, null));
        case 'fetchRow':
          return replaceRow(notice.id);
        case 'checkNew':
          return void fetchSummary(notice.id).then((fresh) => {
            if (!fresh) return;
            if (listHolds(query, fresh)) throttle.run();
            else elsewhere.add(notice.id);
          });
        case 'ignore':
          return;
      }
    });
    return () => {
      stop();
      throttle.cancel();
    };
  });
}

/**
 * A thread page follows its room: `message` notices upsert or drop messages; `thread` notices patch
 * the title, lock and sticky flags. A lock or unlock changes what the viewer may do at once (the
 * permissions' canCommentThread, the one place that decides it) and the summary's abilities confirm
 * it; a sender the page does not know yet brings the summary's people. A gap or a deletion refetches
 * the page (a deleted thread answers 404: the not-found page).
 */
export function followThreadDetail(
  threadId: string,
  life: CacheEntryLifecycle<ThreadDetail | null> & Updater<ThreadDetail | null>,
  deps: FollowDeps,
): Promise<void> {
  const { viewer, refetch, fetchSummary, events = liveEvents } = deps;
  const withSummary = () =>
    void fetchSummary(threadId).then((summary) => {
      if (summary === null) refetch();
      else if (summary)
        life.updateCachedData((detail) => {
          if (detail) applySummary(detail, summary);
        });
    });
  return followCacheEntry(life, (current) =>
    events.on('changed', (notice) => {
      const detail = current();
      if (!detail) return;
      if (notice.model === 'message') {
        if (!concernsThread(detail, notice)) return;
        life.updateCachedData((draft) => {
          if (draft) applyMessageNotice(draft, notice);
        });
        if (notice.patch && !personOf(detail.people, notice.patch.userId)) withSummary();
        return;
      }
      if (notice.model !== 'thread' || notice.id !== threadId) return;
      const decision = decideNotice(detail, notice);
      if (decision === 'ignore') return;
      if (decision === 'fetch' || !notice.patch) return refetch();
      const patch = notice.patch;
      const user = viewer();
      life.updateCachedData((draft) => {
        if (!draft) return;
        applyThreadPatch(draft, patch, notice.version, user?.id ?? null);
        if (user) draft.abilities.canComment = canCommentThread(user, draft);
      });
      if (patch.locked !== detail.locked || !patchFits(detail, patch)) withSummary();
    }),
  );
}
