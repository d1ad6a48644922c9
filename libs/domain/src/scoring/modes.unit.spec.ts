import { describe, expect, it } from '@jest/globals';
import { RESULT_SETS, resultSetOf } from '@cytocampus/contracts';
import { PARTIAL_CREDIT, PARTIAL_SAME_CATEGORY, slideCredit, slideOutcome, slidePageScore, SLIDE_SCORING_MODES } from './modes.js';
import { ptCategoryOf } from './proficiency/categories.js';
import { diagnosisOutcome, slideScore } from './slides.js';

const CATEGORIES = Object.keys(RESULT_SETS);
/** Every (category, solution, answer) triple, the answer also unanswered (null). */
const everyPair = CATEGORIES.flatMap((type) => {
  const results = resultSetOf(type).map((r) => r.value);
  return results.flatMap((solution) => [...results, null].map((answer) => ({ type, solution, answer })));
});

describe('slide scoring modes: every mode on every pair of results', () => {
  it(`covers ${everyPair.length} pairs`, () => {
    expect(everyPair.length).toBe(CATEGORIES.reduce((n, c) => n + resultSetOf(c).length * (resultSetOf(c).length + 1), 0));
  });

  it('every mode: credit in [0, 1], the identical result earns 1, no answer 0; the page score is the credit with none stored as -1', () => {
    for (const mode of SLIDE_SCORING_MODES)
      for (const { type, solution, answer } of everyPair) {
        const credit = slideCredit(mode, { type, result: solution }, answer)!;
        expect(credit >= 0 && credit <= 1).toBe(true);
        if (answer === solution) expect(credit).toBe(1);
        if (answer === null) expect(credit).toBe(0);
        expect(slidePageScore(mode, { type, result: solution }, answer)).toBe(credit > 0 ? credit : -1);
        expect(slideOutcome(mode, { type, result: solution }, answer)).toBe(credit === 1 ? 'correct' : 'incorrect');
      }
  });

  it("'group' is the spec's scoring, as the review has always scored: the same outcome and 1 / -1 on every pair", () => {
    for (const { type, solution, answer } of everyPair) {
      const spec = diagnosisOutcome({ type, result: solution }, answer);
      expect([type, solution, answer, slideOutcome('group', { type, result: solution }, answer)]).toEqual([type, solution, answer, spec]);
      expect(slidePageScore('group', { type, result: solution }, answer)).toBe(slideScore(spec));
    }
  });

  it("'exact' credits the identical result only", () => {
    for (const { type, solution, answer } of everyPair) expect(slideCredit('exact', { type, result: solution }, answer)).toBe(answer === solution ? 1 : 0);
  });

  it("'partial' follows the table on GYN, the same category short of exact earns 0.9, other categories score exactly", () => {
    for (const { type, solution, answer } of everyPair) {
      const credit = slideCredit('partial', { type, result: solution }, answer);
      if (answer === solution || answer === null) continue;
      if (type !== 'GYN') {
        expect(credit).toBe(0);
        continue;
      }
      const [reference, response] = [ptCategoryOf(type, solution)!, ptCategoryOf(type, answer)!];
      expect(credit).toBe(reference === response ? PARTIAL_SAME_CATEGORY : PARTIAL_CREDIT[reference][response]);
    }
  });

  it("'partial': a high-grade lesion called negative is the worst outcome, below every other answer to any slide", () => {
    const gyn = everyPair.filter((p) => p.type === 'GYN' && p.answer !== null);
    const credit = (p: (typeof gyn)[number]) => slideCredit('partial', { type: 'GYN', result: p.solution }, p.answer);
    const missedHighGrade = gyn.filter((p) => ptCategoryOf('GYN', p.solution) === 'D' && p.answer === 'NILM');
    const others = gyn.filter((p) => !missedHighGrade.includes(p));
    const worstOther = Math.min(...others.map(credit).map(Number));
    for (const p of missedHighGrade) expect([p.solution, credit(p)]).toEqual([p.solution, 0]);
    expect(worstOther).toBeGreaterThan(0);
    // Further from the reference earns less: on a high-grade slide, D > C > A > B.
    expect(['D', 'C', 'A', 'B'].map((c) => PARTIAL_CREDIT.D[c as 'A']).every((v, i, all) => i === 0 || v < all[i - 1]!)).toBe(true);
  });

  it('a solution without a result of its category is pending in every mode', () => {
    for (const mode of SLIDE_SCORING_MODES) {
      expect(slideCredit(mode, { type: 'none', result: null }, 'HSIL')).toBeNull();
      expect(slidePageScore(mode, { type: 'GYN', result: 'NOT-A-RESULT' }, 'HSIL')).toBeNull();
      expect(slideOutcome(mode, { type: 'GYN', result: null }, null)).toBe('pending');
    }
  });
});
