import type { ReadModelChanged } from '@cytocampus/contracts';
import type { LiveEvents } from '../../realtime/liveEvents';
import { refetchOnNotices } from '../../realtime/refetchOnNotices';

/** Notices that arrive together (a course cleared review by review) are answered by one refetch this long after the first. */
export const PROGRESS_REFETCH_DELAY_MS = 100;

/**
 * Whether a notice concerns the learner shown: their `progress` notice (a course summary of theirs
 * changed), or a `stats` notice of one of their records the entry shows (a stats notice names only
 * the record, so a record the entry does not know of cannot be told apart from anyone else's).
 */
export function concernsLearner(notice: ReadModelChanged, userId: string, recordIds: ReadonlySet<string>): boolean {
  if (notice.model === 'progress') return notice.id === userId;
  if (notice.model === 'stats') return recordIds.has(notice.id);
  return false;
}

/** Calls `refetch` once after notices that concern the learner (`refetchOnNotices`). Answers how to stop. */
export function followLearnerProgress(
  events: LiveEvents,
  userId: string,
  recordIds: () => ReadonlySet<string>,
  refetch: () => void,
  delayMs: number = PROGRESS_REFETCH_DELAY_MS,
): () => void {
  return refetchOnNotices(events, (notice) => concernsLearner(notice, userId, recordIds()), refetch, delayMs);
}
