import { describe, expect, it } from '@jest/globals';
import type { ReviewRecord } from '@cytocampus/contracts';
import { copyOf, expiryCause, firstIncompletePage, pageReachable, resolvePageParam, sessionExpired } from './reviewPages';

const page = (submitTime: number | null) => ({ startTime: null, elapsed: 0, submitTime, score: null, lastUpdate: null, data: {} });
const review = (submitted: (number | null)[], submitTime: number | null = null) => ({ submitTime, pages: submitted.map(page) });

describe('player pages', () => {
  it('finds the first incomplete page, or the page count when all are done', () => {
    expect(firstIncompletePage(review([1, null, null]).pages)).toBe(1);
    expect(firstIncompletePage(review([null, null]).pages)).toBe(0);
    expect(firstIncompletePage(review([1, 2]).pages)).toBe(2);
  });

  it('opens pages in order: up to the first incomplete one, any once the review is submitted', () => {
    const started = review([1, null, null]);
    expect([0, 1, 2].map((i) => pageReachable(started, i))).toEqual([true, true, false]);
    expect(pageReachable(review([1, 2, 3], 4), 2)).toBe(true);
    expect(pageReachable(started, 3)).toBe(false);
    expect(pageReachable(started, -1)).toBe(false);
  });

  it('resumes at the first incomplete page when the path has no page number', () => {
    expect(resolvePageParam(undefined, review([1, null, null]), 3)).toEqual({ redirect: 2 });
    expect(resolvePageParam(undefined, review([1, 2, 3], 4), 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('', review([null]), 1)).toEqual({ redirect: 1 });
  });

  it('sends a bad path to page 1: not a number, out of range, not reachable yet', () => {
    const started = review([1, null, null]);
    expect(resolvePageParam('2', started, 3)).toEqual({ show: 1 });
    expect(resolvePageParam('3', started, 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('4', started, 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('0', started, 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('two', started, 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('1.5', started, 3)).toEqual({ redirect: 1 });
    expect(resolvePageParam('1', started, 3)).toEqual({ show: 0 });
  });

  it('admits a page beyond the review only when told (a closing summary once submitted)', () => {
    expect(resolvePageParam('3', review([1, 2], 3), 3, () => true)).toEqual({ show: 2 });
    expect(resolvePageParam('3', review([1, null]), 3, () => false)).toEqual({ redirect: 1 });
  });

  it("expires a tab whose session is no longer the server's, before submission", () => {
    expect(sessionExpired({ session: 'a', submitTime: null }, { session: 'b', submitTime: null })).toBe(true);
    expect(sessionExpired({ session: 'a', submitTime: null }, { session: null, submitTime: null })).toBe(true);
    // Finished elsewhere: this tab can no longer write either.
    expect(sessionExpired({ session: 'a', submitTime: null }, { session: null, submitTime: 5 })).toBe(true);
    expect(sessionExpired({ session: 'a', submitTime: null }, { session: 'a', submitTime: null })).toBe(false);
    // A submitted review is only read: it has no session to lose.
    expect(sessionExpired({ session: null, submitTime: 5 }, { session: 'b', submitTime: 5 })).toBe(false);
    expect(sessionExpired({ session: null, submitTime: null }, { session: 'b', submitTime: null })).toBe(false);
  });

  it('tells why the session expired: opened, saved or submitted elsewhere, or not known', () => {
    expect(expiryCause({ session: 'b', submitTime: null })).toBe('openedElsewhere');
    expect(expiryCause({ session: null, submitTime: null })).toBe('savedElsewhere');
    expect(expiryCause({ session: null, submitTime: 5 })).toBe('submittedElsewhere');
    expect(expiryCause(null)).toBe('changedElsewhere');
  });

  it('copies what every write must match', () => {
    const record = {
      id: 'r1',
      elapsed: 3,
      startTime: 1,
      session: 's',
      lastUpdate: 2,
      itemId: 'i',
      moduleId: 'm',
      itemType: 'quiz',
      submitTime: null,
      score: null,
      progress: 0,
      pages: [],
      solutions: [],
    } satisfies ReviewRecord;
    expect(copyOf(record)).toEqual({ id: 'r1', elapsed: 3, startTime: 1, session: 's', lastUpdate: 2 });
  });
});
