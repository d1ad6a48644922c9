import { describe, it } from '@jest/globals';
import fc from 'fast-check';
import { gradeProficiency } from './grade.js';
import type { PtGrid } from './grids.js';

/**
 * A second grader, table-driven from 42 CFR 493.945(b)(3) as printed (rows the reference, columns
 * the response, both in the order A B C D), sharing nothing with the module but the sheet's shape.
 */
const PRINTED: Record<PtGrid, string> = {
  technologist: '10 0 5 5 / 5 10 5 5 / 5 -5 10 10 / 0 -5 10 10',
  pathologist: '10 0 5 0 / 5 10 0 0 / 5 -5 10 5 / 0 -5 5 10',
};
const TABLE = Object.fromEntries(Object.entries(PRINTED).map(([grid, text]) => [grid, text.split(' / ').map((row) => row.split(' ').map(Number))])) as Record<
  PtGrid,
  number[][]
>;
const INDEX = { A: 0, B: 1, C: 2, D: 3 } as const;
type Letter = keyof typeof INDEX;

function referenceGrade(grid: PtGrid, rows: readonly { reference: Letter; response: Letter | null }[]) {
  const perSlide = rows.map((r) => (r.response === null ? 0 : TABLE[grid][INDEX[r.reference]]![INDEX[r.response]]!) / (rows.length === 20 ? 2 : 1));
  const points = perSlide.reduce((a, b) => a + b, 0);
  // Both set sizes total 100 points; a single slide can sink the sheet only on a 10-slide set, through a −5 cell.
  const automatic = rows.flatMap((r, i) => (rows.length === 10 && perSlide[i] === -5 ? [`s${i}`] : []));
  return { points, score: points / 100, passed: points >= 90, automatic };
}

const letter = fc.constantFrom<Letter>('A', 'B', 'C', 'D');
const row = fc.record({ reference: letter, response: fc.option(letter, { nil: null, freq: 8 }) });
const sheet = fc.oneof(fc.array(row, { minLength: 10, maxLength: 10 }), fc.array(row, { minLength: 20, maxLength: 20 }));

describe('grading: the module and a table-driven grader from the regulation agree', () => {
  it('on 100,000 random answer sheets (both grids, both sizes, unanswered slides among them)', () => {
    fc.assert(
      fc.property(fc.constantFrom<PtGrid>('technologist', 'pathologist'), sheet, (grid, rows) => {
        const graded = gradeProficiency(
          grid,
          rows.map((r, i) => ({ slideId: `s${i}`, ...r })),
        );
        const expected = referenceGrade(grid, rows);
        // A plain comparison per sheet (an expect per sheet costs more than the grading); fast-check shrinks and reports a disagreement.
        return (
          graded.points === expected.points &&
          graded.maxPoints === 100 &&
          graded.score === expected.score &&
          graded.passed === expected.passed &&
          graded.automaticFailures.map((s) => s.slideId).join() === expected.automatic.join()
        );
      }),
      { numRuns: 100_000, seed: 30 },
    );
  });
});
