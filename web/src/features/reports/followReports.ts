import type { Page, ReportItem } from '@cytocampus/contracts';
import { decideNotice, followCacheEntry, type CacheEntryLifecycle } from '../../realtime/followCacheEntry';
import { liveEvents, type LiveEvents } from '../../realtime/liveEvents';
import { acceptsProgress, applyProgress, applyReportPatch, decideListNotice, updateListRow, type LiveReport } from './liveReports';

/** Several notices in a burst (reports of other pages finishing) ask for the page once. */
export const PAGE_REFETCH_DELAY_MS = 250;

type Updater<Data> = { updateCachedData(recipe: (data: Data) => void): void };

export interface ReportListDeps {
  /** The list entry's own refetch. */
  refetch: () => void;
  /** One report as the viewer may read it; null when gone for them, undefined when the fetch failed. */
  fetchReport: (id: string) => Promise<ReportItem | null | undefined>;
  events?: LiveEvents;
}

/**
 * A list of reports follows the `report` notices of its rooms (the socket joins them at
 * connection): rows patched or fetched alone, deleted ones dropped, and the page asked again for a
 * report it does not hold; a generating row's progress bar follows `report:progress`.
 */
export function followReportList(life: CacheEntryLifecycle<Page<LiveReport>> & Updater<Page<LiveReport>>, deps: ReportListDeps): Promise<void> {
  const { refetch, fetchReport, events = liveEvents } = deps;
  return followCacheEntry(life, (current) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchSoon = () => {
      timer ??= setTimeout(() => {
        timer = null;
        refetch();
      }, PAGE_REFETCH_DELAY_MS);
    };
    const stopNotices = events.on('changed', (notice) => {
      if (notice.model !== 'report') return;
      const action = decideListNotice(current(), notice);
      switch (action.kind) {
        case 'patch':
          return life.updateCachedData((page) => updateListRow(page, notice.id, { patch: action.patch, version: notice.version }));
        case 'drop':
          return life.updateCachedData((page) => updateListRow(page, notice.id, null));
        case 'fetchRow':
          return void fetchReport(notice.id).then((fresh) => {
            if (fresh !== undefined) life.updateCachedData((page) => updateListRow(page, notice.id, fresh));
          });
        case 'refetchPage':
          return refetchSoon();
        case 'ignore':
          return;
      }
    });
    const stopProgress = events.on('report:progress', (notice) => {
      if (
        !acceptsProgress(
          current()?.items.find((report) => report.id === notice.id),
          notice,
        )
      )
        return;
      life.updateCachedData((page) => {
        const held = page.items.find((report) => report.id === notice.id);
        if (held) applyProgress(held, notice);
      });
    });
    return () => {
      stopNotices();
      stopProgress();
      if (timer) clearTimeout(timer);
    };
  });
}

/**
 * A report's page follows its notices (patched at the next version, refetched otherwise, so a
 * deleted report answers 'Report not found.') and its progress while it is generated.
 */
export function followReport(
  id: string,
  life: CacheEntryLifecycle<LiveReport> & Updater<LiveReport>,
  { refetch, events = liveEvents }: { refetch: () => void; events?: LiveEvents },
): Promise<void> {
  return followCacheEntry(life, (current) => {
    const stopNotices = events.on('changed', (notice) => {
      if (notice.model !== 'report' || notice.id !== id) return;
      const decision = decideNotice(current(), notice);
      if (decision === 'fetch') return refetch();
      const patch = notice.patch;
      if (decision === 'patch' && patch) life.updateCachedData((report) => applyReportPatch(report, patch, notice.version));
    });
    const stopProgress = events.on('report:progress', (notice) => {
      if (acceptsProgress(current(), notice)) life.updateCachedData((draft) => applyProgress(draft, notice));
    });
    return () => {
      stopNotices();
      stopProgress();
    };
  });
}
