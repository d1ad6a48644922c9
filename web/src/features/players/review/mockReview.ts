/**
 * A demo run's review, played in the browser with the same decider the server uses (spec part 2
 * "Demo": mock reviews that never touch real stats). Scores follow the server's rules from the
 * answers the demo checkout brought. Pure.
 */
import type { DemoCheckout, QuizPageSolution, ReviewCopy, ReviewRecord, SlideSolution } from '@cytocampus/contracts';
import { fold, reviewDecider, reviewRecordOf, type PageFacts, type ReviewCommand, type ReviewState } from '@cytocampus/domain';

const DEMO = 'demo';

const copyOf = (state: ReviewState): ReviewCopy => ({
  id: state.subject?.reviewId ?? DEMO,
  elapsed: state.elapsed,
  startTime: state.startTime,
  session: state.session,
  lastUpdate: state.lastUpdate,
});

/** The review as the demo checkout started it. */
export function startMockReview(checkout: DemoCheckout, now: number): ReviewState {
  const { review, item } = checkout;
  const command: ReviewCommand = {
    type: 'CheckoutReview',
    reviewId: review.id,
    userId: DEMO,
    moduleId: review.moduleId,
    itemId: review.itemId,
    revisionId: item.revisionId,
    itemType: review.itemType,
    graded: true,
    pageCount: review.pages.length,
    session: DEMO,
    now,
  };
  return fold(reviewDecider, reviewDecider.decide(command, reviewDecider.initialState()));
}

/** Runs commands through the decider (a refusal throws the decider's DomainError, as the server would answer it). */
function run(state: ReviewState, commands: ReviewCommand[]): ReviewState {
  let next = state;
  for (const command of commands) next = fold({ initialState: () => next, evolve: reviewDecider.evolve }, reviewDecider.decide(command, next));
  return next;
}

export const visitMock = (state: ReviewState, page: number, now: number): ReviewState =>
  run(state, [{ type: 'VisitReviewPage', copy: copyOf(state), page, now }]);

export const updateMock = (state: ReviewState, page: number, data: Record<string, unknown>, elapsed: number, now: number): ReviewState =>
  run(state, [{ type: 'UpdateReview', copy: copyOf(state), page, elapsed, pageElapsed: elapsed, data, now }]);

/** What the server would score the page from (the decider scores it): a quiz's choices, a case's or test slide's diagnosis, nothing for the rest. */
export function mockFacts(checkout: DemoCheckout, page: number, data: Record<string, unknown>): PageFacts {
  const answer = checkout.answers[page];
  const { item } = checkout;
  if (!answer) return { kind: 'none' };
  if (item.type === 'quiz') {
    const quiz = item.pages[page]?.quiz;
    const correct = (answer as QuizPageSolution).correct;
    const choices = quiz?.choices.map((_c, i) => ({ isCorrect: correct.includes(i) })) ?? null;
    const selected = Array.isArray(data.selected) ? (data.selected as number[]) : [];
    return { kind: 'quiz', choices, selected, minChoices: quiz?.minChoices ?? 1 };
  }
  if (item.type === 'test' || item.type === 'case') {
    const { type, result } = answer as SlideSolution;
    const answered = typeof data.result === 'string' ? data.result : null;
    // A test's slides score by its mode, as the server's would; a case by the spec's result groups.
    return { kind: 'slide', solution: { type, result }, answer: answered, ...(checkout.scoringMode ? { mode: checkout.scoringMode } : {}) };
  }
  return { kind: 'none' };
}

/** Submits the first incomplete page, with its answer recorded first when one comes along. */
export function submitMock(checkout: DemoCheckout, state: ReviewState, page: number, data: Record<string, unknown> | undefined, now: number): ReviewState {
  const recorded = data ? updateMock(state, page, data, state.elapsed, now) : state;
  const facts = mockFacts(checkout, page, data ?? recorded.pages[page]?.data ?? {});
  return run(recorded, [{ type: 'SubmitReviewPage', copy: copyOf(recorded), facts, now }]);
}

/** The record a player shows: each submitted page's answer, and a known slide's from the start. */
export function mockRecord(checkout: DemoCheckout, state: ReviewState): ReviewRecord {
  const answer = (page: number) => checkout.answers[page] ?? null;
  return reviewRecordOf(state, answer, checkout.item.type === 'known' ? answer : undefined);
}
