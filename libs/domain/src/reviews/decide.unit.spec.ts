import { describe, expect, it } from '@jest/globals';
import { REVIEW_MSG, type ReviewCopy } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { fold } from '../core/decider.js';
import type { PageFacts, scorePage } from '../scoring/page-facts.js';
import type { CheckoutReview } from './commands.js';
import { reviewDecider } from './decide.js';
import type { ReviewEvent } from './events.js';
import { reviewProgress, type ReviewState } from './state.js';

const subject = { reviewId: 'r1', userId: 'u1', moduleId: 'm1', itemId: 'q1', revisionId: 'q1-rev', itemType: 'quiz', graded: true, pageCount: 2 };
const checkout = (session: string, now: number): CheckoutReview => ({ type: 'CheckoutReview', ...subject, session, now });
const checkedOut = (session: string, startTime: number): ReviewEvent => ({ type: 'ReviewCheckedOut', data: { ...subject, session, startTime } });
/** Quiz page facts that score `score` (1 all right, 0.5 one of two right, -1 wrong); null: a page without a question. */
const scoring = (score: 1 | 0.5 | -1 | null): PageFacts => {
  if (score === null) return { kind: 'none' };
  const choices = [{ isCorrect: true }, { isCorrect: score === 0.5 }, { isCorrect: false }];
  return { kind: 'quiz', choices, selected: [score === -1 ? 2 : 0], minChoices: 1 };
};
const copyOf = (state: ReviewState): ReviewCopy => ({
  id: 'r1',
  elapsed: state.elapsed,
  startTime: state.startTime,
  session: state.session,
  lastUpdate: state.lastUpdate,
});
const stateAfter = (events: ReviewEvent[]) => fold(reviewDecider, events);

const opened = [checkedOut('s1', 1000)];
const answered: ReviewEvent[] = [
  ...opened,
  { type: 'ReviewUpdated', data: { page: 0, elapsed: 5, pageElapsed: 5, lastUpdate: 1005, data: { selected: [1] } } },
];

describe('review decider: the spec lifecycle', () => {
  it('checkout issues a session and sets the start time once; a later checkout issues a new session and keeps the start', () => {
    given(reviewDecider, []).when(checkout('s1', 1000)).then(opened);
    given(reviewDecider, answered)
      .when(checkout('s2', 9000))
      .then([checkedOut('s2', 1000)]);
    expect(stateAfter([...answered, checkedOut('s2', 1000)])).toMatchObject({ session: 's2', startTime: 1000, elapsed: 5 });
  });

  it('update records a page when the copy is the server’s, and refuses a stale session, a changed copy, or an unknown page, changing nothing', () => {
    const state = stateAfter(opened);
    given(reviewDecider, opened)
      .when({ type: 'UpdateReview', copy: copyOf(state), page: 0, elapsed: 5, pageElapsed: 5, data: { selected: [1] }, now: 1005 })
      .then([answered[1]!]);
    // Another tab checked out since: this tab's session is stale.
    given(reviewDecider, [...opened, checkedOut('s2', 1000)])
      .when({ type: 'UpdateReview', copy: copyOf(state), page: 0, elapsed: 6, pageElapsed: 6, data: {}, now: 1006 })
      .thenRefuses(REVIEW_MSG.sessionExpired, 'session');
    // The same session, but the copy predates a change (a lost reply resent after another write).
    given(reviewDecider, answered)
      .when({ type: 'UpdateReview', copy: copyOf(state), page: 0, elapsed: 6, pageElapsed: 6, data: {}, now: 1006 })
      .thenRefuses(REVIEW_MSG.changedElsewhere);
    given(reviewDecider, opened)
      .when({ type: 'UpdateReview', copy: copyOf(state), page: 2, elapsed: 5, pageElapsed: 5, data: {}, now: 1005 })
      .thenRefuses(REVIEW_MSG.noSuchPage, 'page');
    given(reviewDecider, opened)
      .when({ type: 'UpdateReview', copy: { ...copyOf(state), id: 'r2' }, page: 0, elapsed: 5, pageElapsed: 5, data: {}, now: 1005 })
      .thenRefuses(REVIEW_MSG.notFound);
  });

  it('save clears the session: the work stays, and a write from that session is refused until the next checkout', () => {
    const state = stateAfter(answered);
    given(reviewDecider, answered)
      .when({ type: 'SaveReview', copy: copyOf(state), now: 2000 })
      .then([{ type: 'ReviewSaved', data: { lastUpdate: 2000 } }]);
    const saved = [...answered, { type: 'ReviewSaved', data: { lastUpdate: 2000 } } as ReviewEvent];
    expect(stateAfter(saved)).toMatchObject({ session: null, pages: [{ data: { selected: [1] } }, {}] });
    given(reviewDecider, saved)
      .when({ type: 'UpdateReview', copy: { ...copyOf(state), lastUpdate: 2000 }, page: 0, elapsed: 6, pageElapsed: 6, data: {}, now: 2001 })
      .thenRefuses(REVIEW_MSG.sessionExpired, 'session');
  });

  it('submit completes the first incomplete page; the last one completes the item with the average of the scored pages and clears the session', () => {
    const first = stateAfter(answered);
    given(reviewDecider, answered)
      .when({ type: 'SubmitReviewPage', copy: copyOf(first), facts: scoring(1), now: 3000 })
      .then([{ type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 3000 } }]);
    const half = [...answered, { type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 3000 } } as ReviewEvent];
    expect(reviewProgress(stateAfter(half))).toBe(0.5);
    given(reviewDecider, half)
      .when({ type: 'SubmitReviewPage', copy: copyOf(stateAfter(half)), facts: scoring(0.5), now: 4000 })
      .then([
        { type: 'ReviewPageSubmitted', data: { page: 1, score: 0.5, submitTime: 4000 } },
        { type: 'ReviewCompleted', data: { submitTime: 4000, score: 0.75 } },
      ]);
    // A page without a score (an info page) does not count in the average.
    given(reviewDecider, half)
      .when({ type: 'SubmitReviewPage', copy: copyOf(stateAfter(half)), facts: scoring(null), now: 4000 })
      .then([
        { type: 'ReviewPageSubmitted', data: { page: 1, score: null, submitTime: 4000 } },
        { type: 'ReviewCompleted', data: { submitTime: 4000, score: 1 } },
      ]);
  });

  it('after submit nothing is accepted, and a checkout only reads', () => {
    const done: ReviewEvent[] = [
      ...answered,
      { type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 3000 } },
      { type: 'ReviewPageSubmitted', data: { page: 1, score: 1, submitTime: 4000 } },
      { type: 'ReviewCompleted', data: { submitTime: 4000, score: 1 } },
    ];
    const state = stateAfter(done);
    expect([state.session, state.submitTime, reviewProgress(state)]).toEqual([null, 4000, 1]);
    given(reviewDecider, done).when(checkout('s9', 5000)).then([]);
    given(reviewDecider, done)
      .when({ type: 'SaveReview', copy: copyOf(state), now: 5000 })
      .thenRefuses(REVIEW_MSG.submitted);
    given(reviewDecider, done)
      .when({ type: 'SubmitReviewPage', copy: copyOf(state), facts: scoring(1), now: 5000 })
      .thenRefuses(REVIEW_MSG.submitted);
  });

  it('refuses writes to a review never checked out, and an item without pages', () => {
    given(reviewDecider, [])
      .when({ type: 'SaveReview', copy: { id: 'r1', elapsed: 0, startTime: null, session: null, lastUpdate: null }, now: 1 })
      .thenRefuses(REVIEW_MSG.notFound);
    given(reviewDecider, [])
      .when({ ...checkout('s1', 1), pageCount: 0 })
      .thenRefuses(REVIEW_MSG.noPages);
  });

  it('visit records a page start once, in order; a page beyond the first incomplete one is closed to visits and updates', () => {
    const state = stateAfter(opened);
    given(reviewDecider, opened)
      .when({ type: 'VisitReviewPage', copy: copyOf(state), page: 0, now: 1001 })
      .then([{ type: 'ReviewPageVisited', data: { page: 0, startTime: 1001 } }]);
    const visited = [...opened, { type: 'ReviewPageVisited', data: { page: 0, startTime: 1001 } } as ReviewEvent];
    given(reviewDecider, visited)
      .when({ type: 'VisitReviewPage', copy: copyOf(stateAfter(visited)), page: 0, now: 1002 })
      .then([]);
    given(reviewDecider, visited)
      .when({ type: 'VisitReviewPage', copy: copyOf(stateAfter(visited)), page: 1, now: 1002 })
      .thenRefuses(REVIEW_MSG.pageNotReachable, 'page');
    given(reviewDecider, visited)
      .when({ type: 'UpdateReview', copy: copyOf(stateAfter(visited)), page: 1, elapsed: 2, pageElapsed: 2, data: {}, now: 1003 })
      .thenRefuses(REVIEW_MSG.pageNotReachable, 'page');
  });

  it('a wrong page (-1) counts as 0 in the item score', () => {
    const half = [...answered, { type: 'ReviewPageSubmitted', data: { page: 0, score: -1, submitTime: 3000 } } as ReviewEvent];
    given(reviewDecider, half)
      .when({ type: 'SubmitReviewPage', copy: copyOf(stateAfter(half)), facts: scoring(1), now: 4000 })
      .then([
        { type: 'ReviewPageSubmitted', data: { page: 1, score: 1, submitTime: 4000 } },
        { type: 'ReviewCompleted', data: { submitTime: 4000, score: 0.5 } },
      ]);
  });

  it('clearing ends the attempt: the stale session is refused, and the next checkout starts over; nothing to clear is no event', () => {
    const done: ReviewEvent[] = [
      ...answered,
      { type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 2000 } },
      { type: 'ReviewPageSubmitted', data: { page: 1, score: 1, submitTime: 3000 } },
      { type: 'ReviewCompleted', data: { submitTime: 3000, score: 1 } },
    ];
    const cleared: ReviewEvent = { type: 'ReviewCleared', data: { clearedAt: 5000 } };
    given(reviewDecider, done).when({ type: 'ClearReview', now: 5000 }).then([cleared]);
    given(reviewDecider, [...answered, cleared])
      .when({ type: 'SaveReview', copy: copyOf(stateAfter(answered)), now: 5001 })
      .thenRefuses(REVIEW_MSG.notFound);
    given(reviewDecider, [...done, cleared])
      .when(checkout('s3', 6000))
      .then([checkedOut('s3', 6000)]);
    expect(reviewProgress(stateAfter([...done, cleared, checkedOut('s3', 6000)]))).toBe(0);
    given(reviewDecider, []).when({ type: 'ClearReview', now: 5000 }).then([]);
    given(reviewDecider, [...done, cleared])
      .when({ type: 'ClearReview', now: 5001 })
      .then([]);
  });

  it('marking complete submits every open page at once and ends the session; a review never begun is created with the given subject', () => {
    const talk = { ...subject, reviewId: 'r2', itemId: 'p1', revisionId: 'p1-rev', itemType: 'presentation', graded: false, pageCount: 2 };
    const mark = { type: 'MarkReviewComplete', subject: talk, orgId: 'org-1', now: 7000 } as const;
    const marked: ReviewEvent = { type: 'ReviewMarkedComplete', data: { ...talk, orgId: 'org-1', submitTime: 7000, score: null } };
    given(reviewDecider, []).when(mark).then([marked]);
    const created = stateAfter([marked]);
    expect(created).toMatchObject({ subject: talk, session: null, startTime: 7000, submitTime: 7000, score: null });
    expect(created.pages.map((p) => [p.startTime, p.submitTime])).toEqual([
      [7000, 7000],
      [7000, 7000],
    ]);
    expect(reviewProgress(created)).toBe(1);
    // A review in progress keeps its own subject (the revision it began on), its start, and the pages done before.
    const half = [...answered, { type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 3000 } } as ReviewEvent];
    given(reviewDecider, half)
      .when({ ...mark, subject: { ...subject, revisionId: 'q1-rev2' } })
      .then([{ type: 'ReviewMarkedComplete', data: { ...subject, orgId: 'org-1', submitTime: 7000, score: 1 } }]);
    const done = stateAfter([...half, { type: 'ReviewMarkedComplete', data: { ...subject, orgId: 'org-1', submitTime: 7000, score: 1 } }]);
    expect(done).toMatchObject({ subject, startTime: 1000, submitTime: 7000, session: null });
    expect(done.pages.map((p) => [p.submitTime, p.score])).toEqual([
      [3000, 1],
      [7000, null],
    ]);
    // The learner's open tab is stale; a submitted review has nothing to mark; an item without pages is refused.
    given(reviewDecider, [...half, { type: 'ReviewMarkedComplete', data: { ...subject, orgId: 'org-1', submitTime: 7000, score: 1 } }])
      .when({ type: 'SaveReview', copy: copyOf(stateAfter(half)), now: 7001 })
      .thenRefuses(REVIEW_MSG.submitted);
    given(reviewDecider, [marked]).when(mark).then([]);
    given(reviewDecider, [])
      .when({ ...mark, subject: { ...talk, pageCount: 0 } })
      .thenRefuses(REVIEW_MSG.noPages);
    // Cleared afterwards, the next checkout starts over.
    const cleared: ReviewEvent = { type: 'ReviewCleared', data: { clearedAt: 8000 } };
    expect(reviewProgress(stateAfter([marked, cleared]))).toBe(0);
    given(reviewDecider, [marked, cleared])
      .when(mark)
      .then([{ ...marked }]);
  });
});

describe('review decider: scores from facts (libs/domain/src/scoring)', () => {
  const slideTest = { ...subject, reviewId: 't1', itemId: 't1', revisionId: 't1-rev', itemType: 'test', pageCount: 3 };
  const HSIL = { type: 'GYN', result: 'HSIL' };
  const testOpened: ReviewEvent[] = [{ type: 'ReviewCheckedOut', data: { ...slideTest, session: 's1', startTime: 1000 } }];
  const twoRight: ReviewEvent[] = [
    ...testOpened,
    { type: 'ReviewPageSubmitted', data: { page: 0, score: 1, submitTime: 2000 } },
    { type: 'ReviewPageSubmitted', data: { page: 1, score: 1, submitTime: 3000 } },
  ];
  const testCopy = (state: ReviewState): ReviewCopy => ({ ...copyOf(state), id: 't1' });

  it('scores a slide page from its solution and answer (1 in the group, -1 outside it or unanswered), a quiz page from its choices, none for the rest', () => {
    const submit = (facts: Parameters<typeof scorePage>[0]) =>
      reviewDecider.decide({ type: 'SubmitReviewPage', copy: testCopy(stateAfter(testOpened)), facts, now: 2000 }, stateAfter(testOpened));
    const pageScore = (facts: Parameters<typeof scorePage>[0]) => (submit(facts)[0] as Extract<ReviewEvent, { type: 'ReviewPageSubmitted' }>).data.score;
    expect([
      pageScore({ kind: 'slide', solution: HSIL, answer: 'AIS' }),
      pageScore({ kind: 'slide', solution: HSIL, answer: 'LSIL' }),
      pageScore({ kind: 'slide', solution: HSIL, answer: null }),
      pageScore({ kind: 'slide', solution: { type: 'none', result: null }, answer: 'HSIL' }),
      pageScore({ kind: 'quiz', choices: [{ isCorrect: true }, { isCorrect: true }, {}], selected: [0], minChoices: 1 }),
      pageScore({ kind: 'none' }),
    ]).toEqual([1, -1, -1, null, 0.5, null]);
  });

  it('a slide test completes with the spec’s rounded test score (2 of 3: 0.67, not 0.666…); a quiz keeps its plain average', () => {
    given(reviewDecider, twoRight)
      .when({ type: 'SubmitReviewPage', copy: testCopy(stateAfter(twoRight)), facts: { kind: 'slide', solution: HSIL, answer: 'NILM' }, now: 4000 })
      .then([
        { type: 'ReviewPageSubmitted', data: { page: 2, score: -1, submitTime: 4000 } },
        { type: 'ReviewCompleted', data: { submitTime: 4000, score: 0.67 } },
      ]);
    const quiz = { ...slideTest, itemType: 'quiz' };
    const quizTwoRight: ReviewEvent[] = [{ type: 'ReviewCheckedOut', data: { ...quiz, session: 's1', startTime: 1000 } }, ...twoRight.slice(1)];
    const [, completed] = reviewDecider.decide(
      {
        type: 'SubmitReviewPage',
        copy: testCopy(stateAfter(quizTwoRight)),
        facts: { kind: 'quiz', choices: [{ isCorrect: true }], selected: [], minChoices: 1 },
        now: 4000,
      },
      stateAfter(quizTwoRight),
    );
    expect(completed).toEqual({ type: 'ReviewCompleted', data: { submitTime: 4000, score: 2 / 3 } });
  });
});
