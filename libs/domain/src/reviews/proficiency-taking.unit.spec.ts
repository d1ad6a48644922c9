import { describe, expect, it } from '@jest/globals';
import { PT_TAKING_MSG, REVIEW_MSG, type ReviewCopy } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { fold } from '../core/decider.js';
import type { SubmitProficiencyTest } from './commands.js';
import { reviewDecider } from './decide.js';
import type { ProficiencyAttempt, ReviewEvent } from './events.js';
import type { ReviewState } from './state.js';

const slides = Array.from({ length: 10 }, (_, i) => `s${i}`);
// References A B B B C C D D D D.
const SOLUTIONS = ['UNSATISFACTORY', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];
// Responses B B C (blank) D C B C D D.
const ANSWERS: (string | null)[] = ['NILM', 'NILM', 'ASCUS', null, 'HSIL', 'LSIL', 'NILM', 'LSIL', 'HSIL', 'HSIL'];
const START = Date.UTC(2026, 10, 29, 9);
const DEADLINE = START + 120 * 60_000;

const attempt = (grid: ProficiencyAttempt['grid']): ProficiencyAttempt => ({ size: 10, grid, slides, startedAt: START, deadline: DEADLINE });
const subject = (grid: ProficiencyAttempt['grid']) => ({
  reviewId: 'r1',
  userId: 'u1',
  moduleId: 'm1',
  itemId: 't1',
  revisionId: 't1-rev',
  itemType: 'test',
  graded: true,
  pageCount: 10,
  proficiency: attempt(grid),
});
const checkedOut = (grid: ProficiencyAttempt['grid']): ReviewEvent => ({
  type: 'ReviewCheckedOut',
  data: { ...subject(grid), session: 's1', startTime: START },
});
const answered = (grid: ProficiencyAttempt['grid']): ReviewEvent[] => [
  checkedOut(grid),
  // Answered last page first: any order.
  ...[...ANSWERS.entries()]
    .reverse()
    .flatMap(([page, result], n): ReviewEvent[] =>
      result === null ? [] : [{ type: 'ReviewUpdated', data: { page, elapsed: n, pageElapsed: 1, lastUpdate: START + n, data: { result } } }],
    ),
];
const copyOf = (state: ReviewState): ReviewCopy => ({
  id: 'r1',
  elapsed: state.elapsed,
  startTime: state.startTime,
  session: state.session,
  lastUpdate: state.lastUpdate,
});
const submit = (state: ReviewState, now: number, by: 'learner' | 'time' = 'learner'): SubmitProficiencyTest => ({
  type: 'SubmitProficiencyTest',
  copy: by === 'learner' ? copyOf(state) : null,
  by,
  solutions: slides.map((slideId, i) => ({ slideId, solution: SOLUTIONS[i]! })),
  code: 'CODE',
  now,
});
const graded = (events: ReviewEvent[]) => events.find((e) => e.type === 'ProficiencyTestGraded')!.data;

describe('taking a proficiency test', () => {
  it('takes answers on any page in any order, not a per-page submit, and nothing after the deadline', () => {
    const events = answered('technologist');
    const state = fold(reviewDecider, events);
    expect(state.pages.map((p) => p.data.result ?? null)).toEqual(ANSWERS);
    const update = (page: number, now: number) => ({
      type: 'UpdateReview' as const,
      copy: copyOf(state),
      page,
      elapsed: 99,
      pageElapsed: 1,
      data: { result: 'NILM' },
      now,
    });
    given(reviewDecider, events)
      .when(update(9, DEADLINE))
      .then([{ type: 'ReviewUpdated', data: { page: 9, elapsed: 99, pageElapsed: 1, lastUpdate: DEADLINE, data: { result: 'NILM' } } }]);
    given(reviewDecider, events)
      .when(update(9, DEADLINE + 1))
      .thenRefuses(PT_TAKING_MSG.timeUp);
    given(reviewDecider, events)
      .when({ type: 'VisitReviewPage', copy: copyOf(state), page: 3, now: DEADLINE + 1 })
      .thenRefuses(PT_TAKING_MSG.timeUp);
    given(reviewDecider, events)
      .when({ type: 'SubmitReviewPage', copy: copyOf(state), facts: { kind: 'none' }, now: START + 60 })
      .thenRefuses(PT_TAKING_MSG.wholeTestOnly);
  });

  it('grades a technologist sheet by the grid: 60 of 100, failed, the HSIL called negative an automatic failure', () => {
    const events = answered('technologist');
    const decided = reviewDecider.decide(submit(fold(reviewDecider, events), START + 600), fold(reviewDecider, events));
    const g = graded(decided);
    // A→B 0, B→B 10, B→C 5, blank 0, C→D 10, C→C 10, D→B −5, D→C 10, D→D 10, D→D 10.
    expect(g.slides.map((s) => s.points)).toEqual([0, 10, 5, 0, 10, 10, -5, 10, 10, 10]);
    expect(g).toMatchObject({ by: 'learner', year: 2026, points: 60, maxPoints: 100, score: 0.6, passed: false, automaticFailures: ['s6'], code: 'CODE' });
    expect(decided[1]).toEqual({ type: 'ReviewCompleted', data: { submitTime: START + 600, score: 0.6 } });
    const after = fold(reviewDecider, [...events, ...decided]);
    expect(after.pages.every((p) => p.submitTime === START + 600)).toBe(true);
    expect(after.pages[6]!.score).toBe(-0.5);
  });

  it('records each page’s slide with its answer and shortlist for the screening-skill analytics, when the slides are given', () => {
    const events = answered('technologist');
    const state = fold(reviewDecider, events);
    const facts = slides.map((slideId, i) => ({
      slideId,
      revisionId: `${slideId}-rev`,
      solution: { type: 'GYN', result: SOLUTIONS[i]! },
      objects: [],
      size: { width: 1_000, height: 800 },
      micronsPerPixel: 0.5,
    }));
    const screening = graded(reviewDecider.decide({ ...submit(state, START + 600), slides: facts }, state)).screening!;
    expect(screening.map((s) => [s.slideId, s.solution.result, s.answer, s.shortList])).toEqual(
      slides.map((slideId, i) => [slideId, SOLUTIONS[i], ANSWERS[i], []]),
    );
    // Without them (a submit recorded before the analytics), none.
    expect(graded(reviewDecider.decide(submit(state, START + 600), state)).screening).toBeUndefined();
  });

  it('grades the same sheet on the pathologist grid: 45', () => {
    const events = answered('pathologist');
    const g = graded(reviewDecider.decide(submit(fold(reviewDecider, events), START + 600), fold(reviewDecider, events)));
    // A→B 0, B→B 10, B→C 0, blank 0, C→D 5, C→C 10, D→B −5, D→C 5, D→D 10, D→D 10.
    expect([g.points, g.passed]).toEqual([45, false]);
  });

  it('the examinee submits until the deadline; the server from it on, once', () => {
    const events = answered('technologist');
    const state = fold(reviewDecider, events);
    given(reviewDecider, events)
      .when(submit(state, DEADLINE + 1))
      .thenRefuses(PT_TAKING_MSG.timeUp);
    given(reviewDecider, events)
      .when(submit(state, DEADLINE - 1, 'time'))
      .thenRefuses(PT_TAKING_MSG.notDue);
    const byTime = reviewDecider.decide(submit(state, DEADLINE, 'time'), state);
    expect(graded(byTime)).toMatchObject({ by: 'time', points: 60 });
    given(reviewDecider, [...events, ...byTime])
      .when(submit(state, DEADLINE + 5, 'time'))
      .thenRefuses(REVIEW_MSG.submitted);
    const sheet = submit(state, START + 5);
    given(reviewDecider, events)
      .when({ ...sheet, solutions: sheet.solutions.slice().reverse() })
      .thenRefuses(PT_TAKING_MSG.sheetMismatch);
  });
});
