import { describe, expect, it } from '@jest/globals';
import {
  canSubmitAnswer,
  correctChoicesOf,
  isQuestionPage,
  isRightAnswer,
  pageIsRight,
  selectedOf,
  solutionTextOf,
  submitsByItself,
  submitsOnSelection,
  summaryScore,
  toggleChoice,
  type QuizBlock,
} from './quizRules';

const block = (minChoices: number, maxChoices: number, correct: boolean[] | null = null, solution?: string): QuizBlock => ({
  question: { highlight: '', questionText: 'Which?', questionImg: null },
  minChoices,
  maxChoices,
  solution,
  choices: (correct ?? [false, false, false, false]).map((isCorrect, i) => ({
    choiceText: `Choice ${i}`,
    choiceImg: null,
    helperImg: null,
    ...(correct ? { isCorrect } : {}),
  })),
});

const scored = (score: number | null, submitTime: number | null = 1) => ({ startTime: 1, elapsed: 0, submitTime, score, lastUpdate: 1, data: {} });

describe('quiz player rules', () => {
  it('stops selection at maxChoices (0: no limit); a single answer swaps', () => {
    expect(toggleChoice([0, 1], 2, block(1, 2))).toEqual([0, 1]);
    expect(toggleChoice([0], 2, block(1, 2))).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 0, block(1, 2))).toEqual([2]);
    expect(toggleChoice([1], 3, block(1, 1))).toEqual([3]);
    expect(toggleChoice([0, 1, 2], 3, block(1, 0))).toEqual([0, 1, 2, 3]);
  });

  it('enables Submit from minChoices selected', () => {
    expect(canSubmitAnswer([], block(1, 1))).toBe(false);
    expect(canSubmitAnswer([0], block(2, 3))).toBe(false);
    expect(canSubmitAnswer([0, 1], block(2, 3))).toBe(true);
    expect(canSubmitAnswer([0, 1, 2, 3], block(1, 0))).toBe(true);
  });

  it('submits by itself when the count equals both min and max, and in graded quizzes when the selection is complete', () => {
    // Practice: only min = max.
    expect(submitsByItself([0], block(1, 1), false)).toBe(true);
    expect(submitsByItself([0, 1], block(2, 2), false)).toBe(true);
    expect(submitsByItself([0], block(1, 2), false)).toBe(false);
    expect(submitsByItself([0, 1], block(1, 2), false)).toBe(false);
    // Graded: as soon as maxChoices are selected.
    expect(submitsByItself([0], block(1, 2), true)).toBe(false);
    expect(submitsByItself([0, 1], block(1, 2), true)).toBe(true);
    // No limit: with Submit or on Next only.
    expect(submitsByItself([0, 1, 2], block(1, 0), true)).toBe(false);
    expect(submitsByItself([], block(1, 1), true)).toBe(false);
  });

  it('tells which pages submit on selection (the pages that say so): min = max, and every graded page with a limit', () => {
    expect([submitsOnSelection(block(1, 1), false), submitsOnSelection(block(2, 2), false), submitsOnSelection(block(1, 2), false)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([submitsOnSelection(block(1, 2), true), submitsOnSelection(block(0, 1), true), submitsOnSelection(block(1, 0), true)]).toEqual([true, true, false]);
  });

  it("knows the correct choices: a practice quiz's own, a graded quiz's once its page is submitted", () => {
    expect(correctChoicesOf(block(1, 1, [false, true, false, true]), null)).toEqual([1, 3]);
    expect(correctChoicesOf(block(1, 1), null)).toBeNull();
    expect(correctChoicesOf(block(1, 1), { correct: [2, 0], solution: 'Because.' })).toEqual([0, 2]);
    expect(solutionTextOf(block(1, 1), { correct: [2], solution: 'Because.' })).toBe('Because.');
    expect(solutionTextOf(block(1, 1, [true, false], 'Own.'), null)).toBe('Own.');
  });

  it('a right answer is exactly the correct choices', () => {
    expect(isRightAnswer([1, 3], [1, 3])).toBe(true);
    expect(isRightAnswer([3, 1], [1, 3])).toBe(true);
    expect(isRightAnswer([1], [1, 3])).toBe(false);
    expect(isRightAnswer([1, 2, 3], [1, 3])).toBe(false);
    expect(pageIsRight(1)).toBe(true);
    expect(pageIsRight(0.5)).toBe(false);
    expect(pageIsRight(-1)).toBe(false);
  });

  it('reads the recorded answer', () => {
    expect(selectedOf({ selected: [2, 0, 'x', -1, 1.5] })).toEqual([2, 0]);
    expect(selectedOf(undefined)).toEqual([]);
  });

  it('tells question pages from the others', () => {
    expect(isQuestionPage({ type: 'text-choice', title: 'Q', items: [], quiz: block(1, 1) })).toBe(true);
    expect(isQuestionPage({ type: 'info', title: 'I', items: [], quiz: null })).toBe(false);
    expect(isQuestionPage({ type: 'summary', title: 'S', items: [], quiz: block(1, 1) })).toBe(false);
  });

  it("shows the server's score once submitted, else the average so far (a wrong page counts as 0)", () => {
    expect(summaryScore({ submitTime: 5, score: 0.8, pages: [] })).toBe(80);
    expect(summaryScore({ submitTime: null, score: null, pages: [scored(1), scored(-1), scored(null), scored(0.5, null)] })).toBe(50);
    expect(summaryScore({ submitTime: null, score: null, pages: [scored(null)] })).toBeNull();
  });
});
