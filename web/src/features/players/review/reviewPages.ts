import type { ReviewCopy, ReviewExpiryCause, ReviewRecord } from '@cytocampus/contracts';

/** The part of a review the server checks on every write (spec: id, elapsed, start, session, lastUpdate). */
export const copyOf = (review: ReviewRecord): ReviewCopy => ({
  id: review.id,
  elapsed: review.elapsed,
  startTime: review.startTime,
  session: review.session,
  lastUpdate: review.lastUpdate,
});

/** The first page not yet submitted (pages complete in order); the page count when every page is. */
export function firstIncompletePage(pages: readonly { submitTime: number | null }[]): number {
  const index = pages.findIndex((page) => page.submitTime === null);
  return index === -1 ? pages.length : index;
}

/** Whether a page (0-based) may be opened: any page once the review is submitted, else up to the first incomplete one. */
export function pageReachable(review: Pick<ReviewRecord, 'submitTime' | 'pages'>, index: number): boolean {
  if (index < 0 || index >= review.pages.length) return false;
  return review.submitTime !== null || index <= firstIncompletePage(review.pages);
}

/** Where a player's path leads: the page to show (0-based), or the page number (1-based) to go to instead. */
export type PageRoute = { show: number } | { redirect: number };

/**
 * The player's page from its path (1-based). No page number resumes at the first incomplete page;
 * a bad one (not a number, out of range, or a page not reachable yet) goes to page 1 (spec part 2
 * section 2). `extraReachable` admits pages beyond the review's own (a quiz's closing summary).
 */
export function resolvePageParam(
  param: string | undefined,
  review: Pick<ReviewRecord, 'submitTime' | 'pages'>,
  pageCount: number,
  extraReachable: (index: number) => boolean = () => false,
): PageRoute {
  if (param === undefined || param === '') {
    const resume = review.submitTime !== null ? 0 : Math.min(firstIncompletePage(review.pages), pageCount - 1);
    return { redirect: Math.max(0, resume) + 1 };
  }
  if (!/^\d{1,4}$/.test(param)) return { redirect: 1 };
  const index = Number(param) - 1;
  if (index < 0 || index >= pageCount) return { redirect: 1 };
  const reachable = index < review.pages.length ? pageReachable(review, index) : extraReachable(index);
  if (!reachable) return index === 0 ? { show: 0 } : { redirect: 1 };
  return { show: index };
}

/** What a review's session state says (spec part 2 section 4, "Review sessions"). */
export interface SessionState {
  session: string | null;
  submitTime: number | null;
}

/**
 * The bad-session rule: this tab's review is not submitted and the server's session is no longer
 * this tab's (another tab or device checked it out, or finished it). A tab without a session (a
 * submitted review is only read) never expires.
 */
export function sessionExpired(local: SessionState, server: SessionState): boolean {
  return local.submitTime === null && local.session !== null && server.session !== local.session;
}

/**
 * Why the session is no longer this tab's, from the server's state (null: not known): finished
 * elsewhere, saved and closed elsewhere (no session), or checked out elsewhere (another session).
 */
export function expiryCause(server: SessionState | null): ReviewExpiryCause {
  if (!server) return 'changedElsewhere';
  if (server.submitTime !== null) return 'submittedElsewhere';
  return server.session === null ? 'savedElsewhere' : 'openedElsewhere';
}
