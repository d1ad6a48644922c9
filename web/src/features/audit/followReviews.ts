import type { LiveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';

/** Notices that arrive together (a test's pages submitted in a burst) are answered by one refetch this long after the first. */
export const AUDIT_REFETCH_DELAY_MS = 250;

/**
 * Calls `refetch` once (`refetchOnNotices`) after `stats` notices that `concerns` accepts (a review's stats record
 * changed: its learner saved, submitted or was cleared). The stats notice goes to those who may
 * list the learner, which includes their auditors. Answers how to stop.
 */
export function followReviewNotices(
  events: LiveEvents,
  concerns: (reviewId: string) => boolean,
  refetch: () => void,
  delayMs: number = AUDIT_REFETCH_DELAY_MS,
): () => void {
  return refetchOnNotices(events, (notice) => notice.model === 'stats' && concerns(notice.id), refetch, delayMs);
}
