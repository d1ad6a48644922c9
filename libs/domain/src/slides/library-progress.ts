import { SLIDE_STATUSES, type SlideLibraryProgress, type SlideStatus } from '@cytocampus/contracts';

/** Where a slide's image stands on its way to the library, as the slide list's progress strip counts it. */
export type SlideImageStage = Exclude<keyof SlideLibraryProgress, 'total'>;

/**
 * COMPLETE is ready; the processor works on (or has taken back, to build again) PROCESSING, UPDATING
 * and MIGRATING ones; NEW, UPLOADING and QUEUED wait for an image or for the processor; ERROR failed.
 * Every status has its stage, so the four add up to the total.
 */
export const SLIDE_IMAGE_STAGE: Readonly<Record<SlideStatus, SlideImageStage>> = {
  COMPLETE: 'ready',
  PROCESSING: 'processing',
  UPDATING: 'processing',
  MIGRATING: 'processing',
  NEW: 'waiting',
  UPLOADING: 'waiting',
  QUEUED: 'waiting',
  ERROR: 'failed',
};

/** The strip's counts from the number of slides of each status (a status not named has none; one the read model does not know is left out). */
export function slideLibraryProgress(countsByStatus: Readonly<Record<string, number>>): SlideLibraryProgress {
  const progress: SlideLibraryProgress = { total: 0, ready: 0, processing: 0, waiting: 0, failed: 0 };
  for (const status of SLIDE_STATUSES) {
    const count = countsByStatus[status] ?? 0;
    progress[SLIDE_IMAGE_STAGE[status]] += count;
    progress.total += count;
  }
  return progress;
}
