import { useCallback, useMemo, useRef, useState } from 'react';
import type { DemoCheckout, ReviewRecord } from '@cytocampus/contracts';
import { DomainError, type ReviewState } from '@cytocampus/domain';
import { showToast } from '../../../shared/feedback/toast';
import type { PlayerPaths } from '../playerPaths';
import { mockRecord, startMockReview, submitMock, updateMock, visitMock } from './mockReview';
import { firstIncompletePage } from './reviewPages';
import type { ReviewSession } from './useReviewSession';

function load(key: string): ReviewState | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as ReviewState) : null;
  } catch {
    return null;
  }
}

function keep(key: string, state: ReviewState): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // A demo run that cannot be kept still plays in memory.
  }
}

/** Forgets a demo run (the 'clear' segment). */
export function clearMockReview(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * A demo run's session: the same interface as a learner's, played in this tab and kept in its
 * session storage under `key` until cleared. Nothing is sent to the server.
 */
export function useMockReviewSession(checkout: DemoCheckout, key: string, paths: PlayerPaths): ReviewSession {
  const [state, setState] = useState<ReviewState>(() => load(key) ?? startMockReview(checkout, Date.now()));
  const current = useRef(state);
  const leaving = useRef(false);
  const [left, setLeft] = useState(false);

  const apply = useCallback(
    (change: (state: ReviewState) => ReviewState): ReviewRecord | null => {
      try {
        const next = change(current.current);
        current.current = next;
        keep(key, next);
        setState(next);
        return mockRecord(checkout, next);
      } catch (error) {
        if (error instanceof DomainError) showToast({ message: error.message, level: 'warning' });
        else throw error;
        return null;
      }
    },
    [checkout, key],
  );

  const review = useMemo(() => mockRecord(checkout, state), [checkout, state]);
  const readOnly = left || state.submitTime !== null;
  const leave = useCallback(() => {
    leaving.current = true;
    setLeft(true);
  }, []);

  return {
    item: checkout.item,
    paths,
    demo: true,
    preWork: false,
    moduleId: review.moduleId,
    review,
    expired: null,
    readOnly,
    saving: false,
    visit: useCallback((page: number) => void apply((s) => (s.pages[page]?.startTime == null ? visitMock(s, page, Date.now()) : s)), [apply]),
    update: (page, data, sent) => {
      const record = apply((s) => (s.pages[page]?.submitTime == null ? updateMock(s, page, data(), s.elapsed, Date.now()) : s));
      if (record) sent?.(record);
      return Promise.resolve(record);
    },
    submit: (page, data) => Promise.resolve(apply((s) => (firstIncompletePage(s.pages) === page ? submitMock(checkout, s, page, data, Date.now()) : s))),
    save: () => {
      leave();
      return Promise.resolve(true);
    },
    settled: () => Promise.resolve(),
    leave,
    isLeaving: () => leaving.current,
    retake: null,
  };
}
