import type { SlideItem } from '@cytocampus/contracts';
import { decideNotice } from '../../../realtime/followCacheEntry';
import { liveEvents, type LiveEvents } from '../../../realtime/liveEvents';

/** A slide as its page shows it: the server's record and, while PROCESSING, the last progress pushed (volatile). */
export type LiveSlide = SlideItem & { progress: number | null };

interface SlideEntry {
  updateCachedData(recipe: (slide: LiveSlide) => void): void;
  refetch(): void;
}

/**
 * Keeps a cached slide as new as its notices say: the image side patched in when the version is the
 * next one, one refetch otherwise; progress patched in as it comes.
 */
export function followSlide(entry: SlideEntry, current: () => LiveSlide | undefined, events: LiveEvents = liveEvents): () => void {
  const stopNotices = events.on('changed', (notice) => {
    if (notice.model !== 'slide') return;
    const decision = decideNotice(current(), notice);
    if (decision === 'fetch') entry.refetch();
    if (decision !== 'patch' || !notice.patch) return;
    const patch = notice.patch;
    entry.updateCachedData((slide) => {
      Object.assign(slide, patch, { version: notice.version });
      if (patch.status !== 'PROCESSING') slide.progress = null;
    });
  });
  const stopProgress = events.on('slide:progress', ({ id, progress }) => {
    const slide = current();
    if (slide?.id === id && slide.status === 'PROCESSING') entry.updateCachedData((draft) => void (draft.progress = progress));
  });
  return () => {
    stopNotices();
    stopProgress();
  };
}
