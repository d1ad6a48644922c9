import type { UploadEntry, UploadProgressNotice } from '@cytocampus/contracts';

export type UploadStateLabel = 'Error' | 'Uploading' | 'Upload Complete';

/** Spec part 2 section 4: error if it errored or is inactive below 1; active below 1; complete at 1. */
export function uploadStateOf(entry: Pick<UploadEntry, 'progress' | 'error' | 'active'>): UploadStateLabel {
  if (entry.error !== null || (!entry.active && entry.progress < 1)) return 'Error';
  return entry.progress >= 1 ? 'Upload Complete' : 'Uploading';
}

/** Finished uploads can be cleared; active ones cannot. */
export const canClear = (entry: UploadEntry): boolean => uploadStateOf(entry) !== 'Uploading';

/**
 * Puts a pushed progress into the cached list (an RTK Query draft): on an unfinished upload it
 * listed, or as a new entry when the list does not hold the upload yet (its start notice will bring
 * the server's entry). A finished or failed upload keeps what the server said.
 */
export function applyProgress(list: UploadEntry[], pushed: UploadProgressNotice): void {
  const listed = list.find((entry) => entry.id === pushed.id);
  if (!listed) list.push({ ...pushed, path: '', size: 0, purpose: 'file', type: '', created: Number.MAX_SAFE_INTEGER });
  else if (listed.progress < 1 && listed.error === null) Object.assign(listed, { progress: pushed.progress, active: pushed.active, error: pushed.error });
}

/** Newest first, so the upload under way is at the top (docs/adr/0012-uploads.md on the spec's other ordering). */
export const newestFirst = (entries: readonly UploadEntry[]): UploadEntry[] => [...entries].sort((a, b) => b.created - a.created);

/** Overall progress: the average, counting inactive or errored uploads as 1 (spec part 2 section 4). */
export function overallProgress(entries: readonly UploadEntry[]): number {
  if (entries.length === 0) return 1;
  return entries.reduce((sum, entry) => sum + (uploadStateOf(entry) === 'Uploading' ? entry.progress : 1), 0) / entries.length;
}
