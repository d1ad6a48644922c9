import { describe, expect, it } from '@jest/globals';
import { resultSetOf } from '@cytocampus/contracts';
import { diagnosisOutcome, outcomeOfScore, slideScore, testScore } from './slides.js';

/** The spec's equivalence classes, written out by hand (not derived from RESULT_SETS) so the table checks the code. */
const CLASSES: Record<string, string[][]> = {
  GYN: [['UNSATISFACTORY'], ['NILM'], ['ASCUS', 'LSIL'], ['ASCH', 'HSIL', 'SQUAMOUS', 'AGC', 'AIS', 'ADENO', 'OTHER']],
  'Other Non-GYN': [['NONDIAGNOSTIC'], ['NEGATIVE'], ['ATYPICAL'], ['SUSPICIOUS'], ['POSITIVE']],
  Thyroid: [['CAT1'], ['CAT2'], ['CAT3'], ['CAT4'], ['CAT5'], ['CAT6']],
  Urine: [['NONDIAGNOSTIC'], ['NEGATIVE'], ['ATYPICAL'], ['SUSPICIOUS'], ['LOWGRADE'], ['HIGHGRADE'], ['OTHER']],
};

describe('diagnosis scoring: every result of every set against every other', () => {
  for (const [category, classes] of Object.entries(CLASSES)) {
    const all = classes.flat();
    it(`${category}: the form offers exactly its results`, () => {
      expect(resultSetOf(category).map((r) => r.value)).toEqual(all);
    });
    it(`${category}: an answer is correct exactly when it shares the solution's class`, () => {
      let pairs = 0;
      for (const solution of all)
        for (const answer of all) {
          const same = classes.some((c) => c.includes(solution) && c.includes(answer));
          expect([solution, answer, diagnosisOutcome({ type: category, result: solution }, answer)]).toEqual([
            solution,
            answer,
            same ? 'correct' : 'incorrect',
          ]);
          pairs += 1;
        }
      expect(pairs).toBe(all.length ** 2);
    });
  }

  it('no answer is incorrect (incomplete); an answer from another set never matches', () => {
    expect(diagnosisOutcome({ type: 'GYN', result: 'HSIL' }, null)).toBe('incorrect');
    expect(diagnosisOutcome({ type: 'GYN', result: 'NILM' }, 'NEGATIVE')).toBe('incorrect');
    expect(diagnosisOutcome({ type: 'Other Non-GYN', result: 'NEGATIVE' }, 'NILM')).toBe('incorrect');
  });

  it('without a solution to score against the outcome is pending', () => {
    expect(diagnosisOutcome({ type: 'none', result: null }, 'HSIL')).toBe('pending');
    expect(diagnosisOutcome({ type: 'GYN', result: null }, 'HSIL')).toBe('pending');
    expect(diagnosisOutcome({ type: 'GYN', result: 'NOT-A-RESULT' }, 'HSIL')).toBe('pending');
  });

  it('a slide scores 1 correct, -1 incorrect, nothing pending; and back', () => {
    expect(['correct', 'incorrect', 'pending'].map((o) => slideScore(o as 'correct'))).toEqual([1, -1, null]);
    expect([outcomeOfScore(1, true), outcomeOfScore(-1, true), outcomeOfScore(null, true), outcomeOfScore(null, false)]).toEqual([
      'correct',
      'incorrect',
      'pending',
      null,
    ]);
  });

  it('test score = round(correct / scored × 100); pending slides are left out; none scored is null', () => {
    expect(testScore(['correct', 'incorrect', 'correct'])).toBe(67);
    expect(testScore(['correct', 'incorrect', 'pending'])).toBe(50);
    expect(testScore(['correct', 'correct'])).toBe(100);
    expect(testScore(['incorrect'])).toBe(0);
    expect(testScore(['pending'])).toBeNull();
    expect(testScore([])).toBeNull();
  });
});
