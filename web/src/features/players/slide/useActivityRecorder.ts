import { useEffect, useMemo } from 'react';
import { ACTIVITY_BATCH_MS, SLIDE_REVIEW_ROUTES } from '@cytocampus/contracts';
import { apiRequest } from '../../../http/request';
import { ActivityRecorder, type ActivityPorts, type PendingBatch } from './activityRecorder';

const storageKey = (reviewId: string) => `cc-activity:${reviewId}`;

/** Statuses worth trying again later: no answer, a server in trouble, too many requests. Any other refusal is final. */
const RETRY = new Set([0, 408, 429, 500, 502, 503, 504]);

function browserPorts(reviewId: string): ActivityPorts {
  return {
    async send({ slideId, batch }: PendingBatch, leaving: boolean) {
      const result = await apiRequest({
        url: SLIDE_REVIEW_ROUTES.activity(encodeURIComponent(slideId), encodeURIComponent(reviewId)),
        method: 'POST',
        body: batch,
        keepalive: leaving,
        quietStatuses: [...RETRY],
      });
      return result.ok || !RETRY.has(result.error.status);
    },
    load() {
      try {
        return JSON.parse(localStorage.getItem(storageKey(reviewId)) ?? '[]') as PendingBatch[];
      } catch {
        return [];
      }
    },
    save(batches) {
      try {
        if (batches.length === 0) localStorage.removeItem(storageKey(reviewId));
        else localStorage.setItem(storageKey(reviewId), JSON.stringify(batches));
      } catch {
        // Storage full or refused: the batches still go out from memory.
      }
    },
    newId: () => crypto.randomUUID(),
  };
}

/**
 * The review's activity recorder for this tab: a batch every ACTIVITY_BATCH_MS, and the rest when
 * the page is hidden or the review closes. Null when nothing is recorded (a demo run).
 */
export function useActivityRecorder(reviewId: string | null, session: string | null): ActivityRecorder | null {
  const recorder = useMemo(() => (reviewId ? new ActivityRecorder(session ?? 'none', browserPorts(reviewId)) : null), [reviewId, session]);
  useEffect(() => {
    if (!recorder) return;
    const timer = setInterval(() => void recorder.flush(), ACTIVITY_BATCH_MS);
    const leave = () => void recorder.flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [recorder]);
  return recorder;
}
