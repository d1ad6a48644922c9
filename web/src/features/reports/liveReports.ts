import type { Page, ReadModelChanged, ReportItem, ReportLivePatch, ReportProgressNotice, ReportStatus } from '@cytocampus/contracts';
import { decideNotice } from '../../realtime/followCacheEntry';

/** A report as the screens hold it: the server's record and, while it is generated, the last progress pushed (volatile). */
export type LiveReport = ReportItem & { progress: Pick<ReportProgressNotice, 'progress' | 'rows'> | null };

export type ReportNotice = Extract<ReadModelChanged, { model: 'report' }>;

export const liveReport = (report: ReportItem): LiveReport => ({ ...report, progress: null });

/** Progress is kept only while a report may still be written (a push may outrun the GENERATING notice). */
const takesProgress = (status: ReportStatus): boolean => status === 'QUEUED' || status === 'GENERATING';

/** The status to show: a report whose progress arrived before its GENERATING notice is generating. */
export const shownStatus = (report: LiveReport): ReportStatus => (report.status === 'QUEUED' && report.progress ? 'GENERATING' : report.status);

/** A notice's patch, at its version; a report no longer being written forgets its progress. */
export function applyReportPatch(report: LiveReport, patch: ReportLivePatch, version: number): void {
  Object.assign(report, patch, { version });
  if (!takesProgress(report.status)) report.progress = null;
}

/** Whether a progress push is this report's while it may still be written. */
export const acceptsProgress = (report: Pick<LiveReport, 'id' | 'status'> | undefined, notice: ReportProgressNotice): boolean =>
  report !== undefined && report.id === notice.id && takesProgress(report.status);

/** A progress push for this report (a fraction kept within 0 and 1). */
export function applyProgress(report: LiveReport, notice: ReportProgressNotice): void {
  if (acceptsProgress(report, notice)) report.progress = { progress: Math.min(1, Math.max(0, notice.progress)), rows: notice.rows };
}

/** A fetched record replaces the held one; the progress stays while it may still be written. */
export function replaceReport(report: LiveReport, fresh: ReportItem): void {
  Object.assign(report, fresh);
  if (!takesProgress(report.status)) report.progress = null;
}

/**
 * A refetched report (the page's own fetch, the list's) never takes the screen back: an answer
 * older than what notices already brought is dropped, and the progress stays while it may still
 * be written.
 */
export function mergeFetchedReport(current: LiveReport, fresh: LiveReport): LiveReport {
  if (fresh.version < current.version) return current;
  return { ...fresh, progress: takesProgress(fresh.status) ? current.progress : null };
}

/** A refetched page: its rows, each merged with the row held (mergeFetchedReport). */
export function mergeFetchedPage(current: Page<LiveReport>, fresh: Page<LiveReport>): Page<LiveReport> {
  const held = new Map(current.items.map((report) => [report.id, report]));
  return { ...fresh, items: fresh.items.map((report) => (held.has(report.id) ? mergeFetchedReport(held.get(report.id)!, report) : report)) };
}

/** What a list does with a `report` notice. */
export type ReportListAction =
  | { kind: 'ignore' }
  | { kind: 'patch'; patch: ReportLivePatch }
  | { kind: 'fetchRow' }
  | { kind: 'drop' }
  /** A report the page does not hold (a new one, or one of another page that moved): the page is asked again. */
  | { kind: 'refetchPage' };

/**
 * The list's rule: a held report's next version is patched in, a gap fetches that row alone, a
 * deleted one is dropped; a report the page does not hold asks for the page again (new reports
 * come first).
 */
export function decideListNotice(page: Page<LiveReport> | undefined, notice: ReportNotice): ReportListAction {
  if (!page) return { kind: 'ignore' };
  const row = page.items.find((report) => report.id === notice.id);
  if (!row) return { kind: 'refetchPage' };
  if (notice.removed) return { kind: 'drop' };
  const decision = decideNotice(row, notice);
  if (decision === 'patch' && notice.patch) return { kind: 'patch', patch: notice.patch };
  return decision === 'ignore' ? { kind: 'ignore' } : { kind: 'fetchRow' };
}

/** Applies a list action's outcome to the cached page: a patch, a fetched row, or the row taken out (null). */
export function updateListRow(page: Page<LiveReport>, id: string, change: { patch: ReportLivePatch; version: number } | ReportItem | null): void {
  const index = page.items.findIndex((report) => report.id === id);
  const row = page.items[index];
  if (!row) return;
  if (change === null) {
    page.items.splice(index, 1);
    page.total = Math.max(0, page.total - 1);
  } else if ('patch' in change) applyReportPatch(row, change.patch, change.version);
  else if (change.version >= row.version) replaceReport(row, change);
}
