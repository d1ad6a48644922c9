import type { ReadModelChanged } from '@cytocampus/contracts';
import type { LiveEvents } from './liveEvents';

/**
 * Calls `refetch` once after notices that `concerns` accepts: the first schedules it `delayMs`
 * later and those before then ride along (a burst of notices, one refetch). Answers how to stop.
 */
export function refetchOnNotices(events: LiveEvents, concerns: (notice: ReadModelChanged) => boolean, refetch: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const off = events.on('changed', (notice) => {
    if (timer !== null || !concerns(notice)) return;
    timer = setTimeout(() => {
      timer = null;
      refetch();
    }, delayMs);
  });
  return () => {
    off();
    if (timer !== null) clearTimeout(timer);
  };
}
