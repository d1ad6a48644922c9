import { useEffect } from 'react';
import { useVisitThreadMutation } from '../api';

/** New messages while the page is open count as read once they settle for this long. */
export const VISIT_DEBOUNCE_MS = 400;

/**
 * Opening a thread sets its read time (PUT /user/visit/thread), and so does each new message while
 * it is open and the tab is in view (debounced), so what the reader has seen never counts as new.
 */
export function useThreadVisit(threadId: string, loaded: boolean, lastMessageId: string | undefined): void {
  const [visit] = useVisitThreadMutation();
  useEffect(() => {
    if (!loaded) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (document.visibilityState === 'visible') void visit(threadId);
      }, VISIT_DEBOUNCE_MS);
    };
    const onVisible = () => document.visibilityState === 'visible' && schedule();
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [visit, threadId, loaded, lastMessageId]);
}
