import { describe, expect, it } from '@jest/globals';
import { courseAverages, coursePassed, courseResult } from './course.js';
import { averageScore, itemScore } from './items.js';
import { quizPageScore } from './quiz.js';
import { slideScore, testScore } from './slides.js';

const choices = (...correct: boolean[]) => correct.map((isCorrect) => ({ isCorrect }));

describe('page score', () => {
  it('is correct selections / max(selected, correct)', () => {
    expect(quizPageScore(choices(true, false, false), [0], 1)).toBe(1);
    expect(quizPageScore(choices(true, true, false), [0], 1)).toBe(0.5);
    expect(quizPageScore(choices(true, true, false), [0, 1, 2], 1)).toBeCloseTo(2 / 3);
  });
  it('is -1 when wrong or incomplete, null without a question', () => {
    expect(quizPageScore(choices(true, false), [1], 1)).toBe(-1);
    expect(quizPageScore(choices(true, true, false), [0], 2)).toBe(-1);
    expect(quizPageScore(choices(true, false), [], 1)).toBe(-1);
    expect(quizPageScore(choices(true, false), [7, -1], 1)).toBe(-1);
    expect(quizPageScore(null, [0], 1)).toBeNull();
  });
});

describe('course result and pass', () => {
  it('averages progress over the course items and result over completed graded items', () => {
    const records = [
      { progress: 1, result: 1, graded: true },
      { progress: 1, result: 0.5, graded: true },
      { progress: 1, result: null, graded: false },
      { progress: 0.5, result: null, graded: true },
    ];
    expect(courseAverages(5, records)).toEqual({ progress: 3.5 / 5, result: 0.75 });
    expect(courseAverages(0, [])).toEqual({ progress: 0, result: null });
    expect([courseResult(1.5, 2), courseResult(0, 0)]).toEqual([0.75, null]);
  });
  it('passes when result × 100 reaches the passing score', () => {
    expect(coursePassed(0.7, 70)).toBe(true);
    expect(coursePassed(0.69, 70)).toBe(false);
    expect(coursePassed(null, 0)).toBe(false);
    expect(coursePassed(0.5, null)).toBe(false);
  });
});

describe('item score', () => {
  it("a slide test's is the spec's test score as a fraction, for every mix of up to 12 slides (pending ones left out)", () => {
    for (let total = 1; total <= 12; total += 1)
      for (let correct = 0; correct <= total; correct += 1)
        for (const pending of [0, 2]) {
          const outcomes = [
            ...Array.from({ length: correct }, () => 'correct' as const),
            ...Array.from({ length: total - correct }, () => 'incorrect' as const),
            ...Array.from({ length: pending }, () => 'pending' as const),
          ];
          const pages = outcomes.map((o) => ({ score: slideScore(o) }));
          expect([correct, total, itemScore('test', pages)]).toEqual([correct, total, testScore(outcomes)! / 100]);
        }
  });
  it('any other item keeps the plain average; no scored page, no score', () => {
    const pages = [{ score: 1 }, { score: -1 }, { score: 1 }];
    expect([itemScore('quiz', pages), itemScore('case', [{ score: 1 }]), itemScore('test', [{ score: null }]), averageScore([])]).toEqual([
      2 / 3,
      1,
      null,
      null,
    ]);
  });
});
