import { describe, expect, it } from '@jest/globals';
import { PT_CATEGORIES, ptCategoryOf, type PtCategory } from './categories.js';
import { gradeProficiency, gradeProficiencyResults, ptPassed, type PtSheetRow } from './grade.js';
import { gridForProfession, ptPoints } from './grids.js';

/**
 * 42 CFR 493.945(b)(3)'s grids as the regulation prints them, written out here by hand (not read
 * from PT_POINTS) so the table checks the code: rows the reference, columns the response A B C D.
 */
const REGULATION = {
  technologist: [
    [10, 0, 5, 5],
    [5, 10, 5, 5],
    [5, -5, 10, 10],
    [0, -5, 10, 10],
  ],
  pathologist: [
    [10, 0, 5, 0],
    [5, 10, 0, 0],
    [5, -5, 10, 5],
    [0, -5, 5, 10],
  ],
} as const;

const sheet = (...pairs: [PtCategory, PtCategory | null][]): PtSheetRow[] =>
  pairs.map(([reference, response], i) => ({ slideId: `s${i + 1}`, reference, response }));
/** A 10-slide sheet all right but for the given rows (placed first). */
const tenWith = (...wrong: [PtCategory, PtCategory | null][]): PtSheetRow[] =>
  sheet(...wrong, ...Array.from({ length: 10 - wrong.length }, (_, i): [PtCategory, PtCategory] => [PT_CATEGORIES[i % 4]!, PT_CATEGORIES[i % 4]!]));

describe('proficiency grids (493.945(b)(3)), cell by cell', () => {
  for (const grid of ['technologist', 'pathologist'] as const)
    it(`${grid}: every cell of a 10-slide set, and half of it on a 20-slide set`, () => {
      const cells = PT_CATEGORIES.map((reference) => PT_CATEGORIES.map((response) => ptPoints(grid, 10, reference, response)));
      expect(cells).toEqual(REGULATION[grid]);
      const halves = PT_CATEGORIES.map((reference) => PT_CATEGORIES.map((response) => ptPoints(grid, 20, reference, response)));
      expect(halves).toEqual(REGULATION[grid].map((row) => row.map((v) => v / 2)));
    });

  it('an unanswered slide earns 0 in both grids and sizes', () => {
    for (const grid of ['technologist', 'pathologist'] as const)
      for (const r of PT_CATEGORIES) expect([ptPoints(grid, 10, r, null), ptPoints(grid, 20, r, null)]).toEqual([0, 0]);
  });

  it('categories come from the GYN result groups; anything else has none', () => {
    const of = (result: string) => ptCategoryOf('GYN', result);
    expect(['UNSATISFACTORY', 'NILM', 'ASCUS', 'LSIL', 'ASCH', 'HSIL', 'SQUAMOUS', 'AGC', 'AIS', 'ADENO', 'OTHER'].map(of).join('')).toBe('ABCCDDDDDDD');
    expect([ptCategoryOf('Urine', 'NEGATIVE'), ptCategoryOf('GYN', 'NEGATIVE'), ptCategoryOf('GYN', null)]).toEqual([null, null, null]);
  });

  it('the grid follows the profession unless overridden', () => {
    expect([gridForProfession('Pathologist'), gridForProfession('Cytotech'), gridForProfession(undefined), gridForProfession('')]).toEqual([
      'pathologist',
      'technologist',
      'technologist',
      'technologist',
    ]);
    expect([gridForProfession('Cytotech', 'pathologist'), gridForProfession('Pathologist', 'technologist'), gridForProfession('Pathologist', null)]).toEqual([
      'pathologist',
      'technologist',
      'pathologist',
    ]);
  });
});

describe('grading an answer sheet', () => {
  it('score = points / maximum; all right is 100 %', () => {
    const grade = gradeProficiency('technologist', tenWith());
    expect([grade.points, grade.maxPoints, grade.score, grade.passed, grade.automaticFailures]).toEqual([100, 100, 1, true, []]);
    expect(gradeProficiency('pathologist', [...tenWith(), ...tenWith()])).toMatchObject({ size: 20, points: 100, maxPoints: 100, score: 1 });
  });

  it('passes at exactly 90 % and fails just below it', () => {
    // Technologist, 10 slides: a B slide called A costs 5, two cost 10 → 90 / 100.
    expect(gradeProficiency('technologist', tenWith(['B', 'A'], ['B', 'A']))).toMatchObject({ points: 90, score: 0.9, passed: true });
    expect(gradeProficiency('technologist', tenWith(['B', 'A'], ['B', 'A'], ['B', 'C']))).toMatchObject({ points: 85, passed: false });
    // 20 slides (halves): three B slides called A and one called C cost 4 × 2.5 = 10 → 90; a fifth costs 2.5 more → 87.5.
    const nineteen = (...wrong: [PtCategory, PtCategory][]) => [...tenWith(...wrong.slice(0, 5)), ...tenWith(...wrong.slice(5))];
    expect(gradeProficiency('technologist', nineteen(['B', 'A'], ['B', 'A'], ['B', 'A'], ['B', 'C']))).toMatchObject({ points: 90, passed: true });
    expect(gradeProficiency('technologist', nineteen(['B', 'A'], ['B', 'A'], ['B', 'A'], ['B', 'C'], ['B', 'D']))).toMatchObject({
      points: 87.5,
      score: 0.875,
      passed: false,
    });
    // The mark itself: 90 of 100 passes, anything short of it fails (sheets move in steps of 2.5, the rule does not).
    expect([ptPassed(90, 100), ptPassed(89.9, 100), ptPassed(89.99999, 100), ptPassed(45, 50), ptPassed(44.5, 50)]).toEqual([true, false, false, true, false]);
  });

  it('an unanswered slide scores 0: one blank on a 10-slide set is exactly 90 %, two fail', () => {
    expect(gradeProficiency('technologist', tenWith(['D', null]))).toMatchObject({ points: 90, passed: true, automaticFailures: [] });
    expect(gradeProficiency('technologist', tenWith(['D', null], ['B', null]))).toMatchObject({ points: 80, passed: false });
  });

  it('a lesion called negative on a 10-slide set is an automatic failure, with that slide named', () => {
    for (const grid of ['technologist', 'pathologist'] as const)
      for (const reference of ['C', 'D'] as const) {
        const grade = gradeProficiency(grid, tenWith(['A', 'A'], [reference, 'B']));
        expect(grade).toMatchObject({ points: 85, passed: false });
        expect(grade.automaticFailures).toEqual([{ slideId: 's2', reference, response: 'B', points: -5 }]);
      }
    // Costly but survivable: a pathologist's D slide called A loses 10 of 100, so 90 % is still reachable.
    expect(gradeProficiency('pathologist', tenWith(['D', 'A'])).automaticFailures).toEqual([]);
  });

  it('on a 20-slide set no single response makes 90 % unreachable (a missed lesion costs 7.5 of 100)', () => {
    const rows = [...tenWith(['D', 'B']), ...tenWith()];
    expect(gradeProficiency('technologist', rows)).toMatchObject({ points: 92.5, passed: true, automaticFailures: [] });
  });

  it('grades from results: solutions and answers turned into categories, an answer outside GYN counts as unanswered', () => {
    const rows = ['UNSATISFACTORY', 'NILM', 'LSIL', 'HSIL', 'NILM', 'NILM', 'NILM', 'NILM', 'NILM', 'AIS'].map((solution, i) => ({
      slideId: `s${i + 1}`,
      solution,
      answer: solution,
    }));
    expect(gradeProficiencyResults('technologist', rows)).toMatchObject({ points: 100, passed: true });
    const missed = rows.map((r) => (r.slideId === 's10' ? { ...r, answer: 'NILM' } : r.slideId === 's3' ? { ...r, answer: 'NEGATIVE' } : r));
    const grade = gradeProficiencyResults('technologist', missed);
    expect([grade.points, grade.automaticFailures.map((s) => s.slideId)]).toEqual([100 - 10 - 15, ['s10']]);
    expect(() => gradeProficiencyResults('technologist', [{ ...rows[0]!, solution: 'NEGATIVE' }, ...rows.slice(1)])).toThrow('Slide s1 has no GYN solution.');
    expect(() => gradeProficiency('technologist', tenWith().slice(0, 9))).toThrow('A proficiency test has 10 or 20 slides, not 9.');
  });
});
