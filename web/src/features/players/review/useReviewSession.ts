import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  REVIEW_MSG,
  REVIEW_POLL_MS,
  type PlayerItem,
  type ReviewExpiryCause,
  type ReviewCheckout,
  type ReviewCopy,
  type ReviewRecord,
  type SlideReviewKind,
} from '@cytocampus/contracts';
import { isApiFailure, type ApiFailure } from '../../../http/errors';
import { liveEvents } from '../../../realtime/liveEvents';
import type { StateWithApi } from '../../../session/currentUser';
import { showToast } from '../../../shared/feedback/toast';
import { playersApi, useReviewSessionQuery, type ReviewPath, type ReviewTarget, type WritePath } from '../api';
import type { PlayerPaths } from '../playerPaths';
import { expiryCause, firstIncompletePage, sessionExpired, type SessionState } from './reviewPages';
import { isSessionExpiredFailure, ReviewWriter, type WriteAction } from './reviewWriter';

type Dispatch = ThunkDispatch<StateWithApi, unknown, UnknownAction>;

export interface ReviewSubject {
  path: ReviewPath;
  itemId: string;
  moduleId: string;
  /** A slide review's slides, page by page: its writes go through the slide of the page they concern. */
  slideIds?: readonly string[];
  /** How a slide reviewed alone is reviewed. */
  itemType?: SlideReviewKind;
}

export type CheckoutState = { status: 'loading' } | { status: 'failed'; error: ApiFailure } | { status: 'ready'; checkout: ReviewCheckout };

/**
 * One checkout per player and item, even when React runs the effect twice (StrictMode): the second
 * run joins the first request instead of issuing a second session that would expire the first.
 */
const checkoutsInFlight = new Map<string, Promise<ReviewCheckout>>();

function checkoutOnce(dispatch: Dispatch, subject: ReviewSubject): Promise<ReviewCheckout> {
  const key = `${subject.path}/${subject.moduleId}/${subject.itemId}/${subject.itemType ?? ''}`;
  const running = checkoutsInFlight.get(key);
  if (running) return running;
  const started = dispatch(
    playersApi.endpoints.checkoutReview.initiate({ path: subject.path, itemId: subject.itemId, moduleId: subject.moduleId, itemType: subject.itemType }),
  )
    .unwrap()
    .finally(() => checkoutsInFlight.delete(key));
  checkoutsInFlight.set(key, started);
  return started;
}

/**
 * The slide a slide review's write goes through: the page it names (update, visit), else the first
 * incomplete one (a submit completes that one), else the first. Other reviews: their own path.
 */
function slideTarget(slideIds: readonly string[] | undefined, action: WriteAction, body: Record<string, unknown>, record: ReviewRecord): Partial<ReviewTarget> {
  if (!slideIds) return {};
  const page = typeof body.page === 'number' ? body.page : action === 'submit' ? firstIncompletePage(record.pages) : 0;
  return { itemId: slideIds[page] ?? slideIds[0] };
}

/** POST .../review once for this player: the item, the review with this tab's new session, whether the organization does pre-work. */
export function useCheckout(subject: ReviewSubject): CheckoutState {
  const dispatch = useDispatch<Dispatch>();
  const [state, setState] = useState<CheckoutState>({ status: 'loading' });
  const { path, itemId, moduleId, itemType } = subject;
  // The player is keyed by course and item: a new one starts as 'loading'.
  useEffect(() => {
    let current = true;
    checkoutOnce(dispatch, { path, itemId, moduleId, itemType }).then(
      (checkout) => current && setState({ status: 'ready', checkout }),
      (error: unknown) =>
        current && setState({ status: 'failed', error: isApiFailure(error) ? error : { status: 0, code: 0, message: String(error), field: null, errors: [] } }),
    );
    return () => {
      current = false;
    };
  }, [dispatch, path, itemId, moduleId, itemType]);
  return state;
}

/** The review as a player works with it. */
export interface ReviewSession {
  item: PlayerItem;
  /** Where the player's pages are and where leaving goes. */
  paths: PlayerPaths;
  /** A demo run: nothing reaches the server's reviews or stats. */
  demo: boolean;
  preWork: boolean;
  moduleId: string;
  review: ReviewRecord;
  /** Why another tab or device took the review over (null: it did not): the dialog says so and nothing more is written. */
  expired: ReviewExpiryCause | null;
  /** Nothing may be written: submitted, without a session, expired, or on the way out. */
  readOnly: boolean;
  /** Writes are in flight or waiting (their work is not saved yet). */
  saving: boolean;
  /** Records the start of a page (0-based). */
  visit: (page: number) => void;
  /** Records work on a page; `data` is built when the write is sent. Answers null when it failed (already reported). */
  update: (page: number, data: () => Record<string, unknown>, sent?: (record: ReviewRecord) => void) => Promise<ReviewRecord | null>;
  /** Submits page `page` (the first incomplete one), with its answer for a quiz; answers the record (also when the page was submitted already). */
  submit: (page: number, data?: Record<string, unknown>) => Promise<ReviewRecord | null>;
  /** Keeps the work for later and ends the session; stops the session checks first. */
  save: () => Promise<boolean>;
  /** Resolves when every write is done. */
  settled: () => Promise<void>;
  /** The player is leaving on purpose: no more session checks or leave warnings. */
  leave: () => void;
  /** Whether it is (read when a navigation happens, so it is current even before a render). */
  isLeaving: () => boolean;
  /** Try Again on a finished practice quiz: the next attempt replaces this review (null: not offered, as in a demo run). Answers whether it began. */
  retake: (() => Promise<boolean>) | null;
}

/**
 * The review behind a player after checkout: writes one at a time with the server's copy, the
 * session watched by the 10-second poll and, at once, by the review's live notices (a second
 * tab's checkout expires this one within a second).
 */
export function useReviewSession(
  subject: ReviewSubject,
  checkout: ReviewCheckout,
  paths: PlayerPaths,
  onRetaken: (next: ReviewCheckout) => void,
): ReviewSession {
  const dispatch = useDispatch<Dispatch>();
  const [review, setReview] = useState(checkout.review);
  const [expired, setExpired] = useState<ReviewExpiryCause | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [pending, setPending] = useState(0);
  const leavingRef = useRef(false);
  // When this tab opened the review: the seconds spent on it since are added to the review's elapsed time.
  const [openedAt] = useState(() => Date.now());
  const visited = useRef(new Set<number>());

  const { path, itemId, slideIds } = subject;
  const reviewId = checkout.review.id;
  const target: ReviewTarget = useMemo(
    () => (slideIds ? { path: 'slides', itemId: slideIds[0] ?? itemId, reviewId } : { path: path as WritePath, itemId, reviewId }),
    [path, itemId, slideIds, reviewId],
  );

  const writer = useMemo(
    () =>
      new ReviewWriter(
        checkout.review,
        (action: WriteAction, body, record) =>
          dispatch(playersApi.endpoints.writeReview.initiate({ ...target, ...slideTarget(slideIds, action, body, record), action, body })).unwrap(),
        { record: setReview },
      ),
    [dispatch, target, slideIds, checkout],
  );

  /** The dialog, with the reason the server's session gives (asked for when a refused write is what told). */
  const expire = useCallback(
    async (server?: SessionState) => {
      const known =
        server ??
        (await dispatch(playersApi.endpoints.reviewSession.initiate(target, { subscribe: false, forceRefetch: true }))
          .unwrap()
          .catch(() => null));
      setExpired(expiryCause(known));
    },
    [dispatch, target],
  );

  /** A refused or failed write: an expired session shows the dialog; anything else is told in a toast (not while leaving). */
  const failed = useCallback(
    (error: unknown): null => {
      if (isSessionExpiredFailure(error)) void expire();
      else if (!leavingRef.current && isApiFailure(error))
        showToast({ message: error.message, level: error.status >= 500 || error.status === 0 ? 'error' : 'warning' });
      return null;
    },
    [expire],
  );

  const track = useCallback(
    <T>(promise: Promise<T>): Promise<T> => {
      setPending((n) => n + 1);
      return promise.finally(() => setPending((n) => n - 1));
    },
    [setPending],
  );

  const elapsed = useCallback(() => Math.round(checkout.review.elapsed + (Date.now() - openedAt) / 1000), [checkout, openedAt]);
  const readOnly = expired !== null || leaving || review.submitTime !== null || review.session === null;

  const visit = useCallback(
    (page: number) => {
      if (readOnly || writer.stopped || visited.current.has(page)) return;
      visited.current.add(page);
      void track(writer.write({ action: 'visit', key: `visit:${page}`, body: (copy) => ({ review: copy, page }) })).catch(failed);
    },
    [readOnly, writer, track, failed],
  );

  const update = useCallback(
    (page: number, data: () => Record<string, unknown>, sent?: (record: ReviewRecord) => void) => {
      if (readOnly) return Promise.resolve(null);
      return track(
        writer.write({
          action: 'update',
          key: `update:${page}`,
          // A page submitted meanwhile (an answer's own submit) takes no more work.
          body: (copy, record) => (record.pages[page]?.submitTime == null ? { review: copy, page, elapsed: elapsed(), data: data() } : null),
          sent,
        }),
      ).catch(failed);
    },
    [readOnly, writer, track, elapsed, failed],
  );

  const submit = useCallback(
    (page: number, data?: Record<string, unknown>) => {
      if (readOnly) return Promise.resolve(null);
      // The server submits the first incomplete page: only while that is still this page (a second
      // click, or Next during an answer's own submit, must not submit the page after it).
      const body = (copy: ReviewCopy, record: ReviewRecord) =>
        firstIncompletePage(record.pages) === page ? (data ? { review: copy, data } : { review: copy }) : null;
      return track(writer.write({ action: 'submit', body })).catch(failed);
    },
    [readOnly, writer, track, failed],
  );

  const leave = useCallback(() => {
    leavingRef.current = true;
    setLeaving(true);
  }, []);

  const retake = useCallback(async () => {
    const next = await dispatch(playersApi.endpoints.retakeReview.initiate({ itemId, reviewId })).unwrap().catch(failed);
    if (next) onRetaken(next);
    return next !== null;
  }, [dispatch, itemId, reviewId, failed, onRetaken]);
  const isLeaving = useCallback(() => leavingRef.current, []);

  const save = useCallback(async () => {
    if (readOnly) return true;
    leave();
    const saved = await track(writer.write({ action: 'save', body: (copy) => ({ review: copy }) })).catch(failed);
    return saved !== null;
  }, [readOnly, leave, writer, track, failed]);

  // The bad-session rule, checked against the server once this tab's own writes are done (our own
  // last submit or save also changes the session, and its notice may arrive before its answer).
  const checking = useRef(false);
  const confirmExpiry = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      await writer.idle();
      if (leavingRef.current || writer.stopped) return;
      const server = await dispatch(playersApi.endpoints.reviewSession.initiate(target, { subscribe: false, forceRefetch: true })).unwrap();
      if (!leavingRef.current && sessionExpired(writer.current, server)) {
        void expire(server);
        writer.stop({ status: 409, code: 409, message: REVIEW_MSG.sessionExpired, field: 'session', errors: [] });
      }
    } catch {
      // The poll tries again in 10 s.
    } finally {
      checking.current = false;
    }
  }, [dispatch, target, writer, expire]);

  const suspect = useCallback(
    (server: SessionState) => {
      if (!leavingRef.current && !writer.stopped && sessionExpired(writer.current, server)) void confirmExpiry();
    },
    [writer, confirmExpiry],
  );

  // The spec's poll (every 10 s), a fallback for the live notice below.
  const { data: polled } = useReviewSessionQuery(target, { pollingInterval: REVIEW_POLL_MS, skip: readOnly, skipPollingIfUnfocused: false });
  useEffect(() => {
    if (polled) suspect(polled);
  }, [polled, suspect]);

  // The review's notices reach the learner's own room: another tab's checkout shows here at once.
  useEffect(() => {
    if (readOnly) return;
    return liveEvents.on('changed', (notice) => {
      if (notice.model === 'review' && notice.id === target.reviewId && !notice.removed) suspect(notice.patch);
    });
  }, [readOnly, target, suspect]);

  return {
    item: checkout.item,
    paths,
    demo: false,
    preWork: checkout.preWork,
    moduleId: subject.moduleId,
    review,
    expired,
    readOnly,
    saving: pending > 0,
    visit,
    update,
    submit,
    save,
    settled: () => writer.idle(),
    leave,
    isLeaving,
    retake,
  };
}
