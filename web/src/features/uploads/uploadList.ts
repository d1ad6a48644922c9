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
 * The list as shown: the server's entries with the live progress pushed since (for those still
 * unfinished), plus pushed uploads the list does not hold yet; newest first, so the upload under
 * way is at the top (docs/adr/0012-uploads.md on the spec's other ordering).
 */
export function mergeUploads(listed: readonly UploadEntry[], live: Readonly<Record<string, UploadProgressNotice>>): UploadEntry[] {
  const known = new Set(listed.map((entry) => entry.id));
  const merged = listed.map((entry) => {
    const pushed = live[entry.id];
    return pushed && entry.progress < 1 && entry.error === null ? { ...entry, progress: pushed.progress, active: pushed.active } : entry;
  });
  for (const pushed of Object.values(live)) {
    // Not listed yet: the newest of all.
    if (!known.has(pushed.id)) merged.push({ ...pushed, path: '', size: 0, purpose: 'file', type: '', created: Number.MAX_SAFE_INTEGER });
  }
  return merged.sort((a, b) => b.created - a.created);
}

/** Overall progress: the average, counting inactive or errored uploads as 1 (spec part 2 section 4). */
export function overallProgress(entries: readonly UploadEntry[]): number {
  if (entries.length === 0) return 1;
  return entries.reduce((sum, entry) => sum + (uploadStateOf(entry) === 'Uploading' ? entry.progress : 1), 0) / entries.length;
}
