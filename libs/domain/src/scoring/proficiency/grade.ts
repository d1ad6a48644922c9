import { ptCategoryOf, type PtCategory } from './categories.js';
import { PT_PASS_PERCENT, ptPoints, ptSlideMax, type PtGrid, type PtSetSize } from './grids.js';

/** One slide of an answer sheet: its reference category and the examinee's response (null: unanswered). */
export interface PtSheetRow {
  slideId: string;
  reference: PtCategory;
  response: PtCategory | null;
}

/** A graded slide: what it earned. */
export interface PtGradedSlide extends PtSheetRow {
  points: number;
}

export interface PtGrade {
  grid: PtGrid;
  size: PtSetSize;
  points: number;
  maxPoints: number;
  /** points / maxPoints (may be below 0: the grid takes points away for a missed lesion). */
  score: number;
  passed: boolean;
  slides: PtGradedSlide[];
  /** The slides whose response alone makes 90 % unreachable, in sheet order. */
  automaticFailures: PtGradedSlide[];
}

/** Whether `points` out of `maxPoints` reaches 90 %, compared without dividing (points / max need not land on 0.9 exactly). */
export const ptPassed = (points: number, maxPoints: number): boolean => points * 100 >= maxPoints * PT_PASS_PERCENT;

/**
 * Grades an answer sheet (42 CFR 493.945(b)): each slide's points from the grid, score = points /
 * maximum, pass at 90 %. A response is an automatic failure when, every other slide being right,
 * the sheet still falls short of 90 %: on a 10-slide set a lesion (C or D) called negative (−5).
 */
export function gradeProficiency(grid: PtGrid, sheet: readonly PtSheetRow[]): PtGrade {
  if (sheet.length !== 10 && sheet.length !== 20) throw new RangeError(`A proficiency test has 10 or 20 slides, not ${sheet.length}.`);
  const size: PtSetSize = sheet.length;
  const slideMax = ptSlideMax(size);
  const maxPoints = slideMax * size;
  const slides = sheet.map((row) => ({ ...row, points: ptPoints(grid, size, row.reference, row.response) }));
  const points = slides.reduce((sum, s) => sum + s.points, 0);
  const automaticFailures = slides.filter((s) => !ptPassed(maxPoints - (slideMax - s.points), maxPoints));
  return { grid, size, points, maxPoints, score: points / maxPoints, passed: ptPassed(points, maxPoints), slides, automaticFailures };
}

/** A slide as the API knows it: the result of its GYN solution and the result the examinee captured. */
export interface PtResultRow {
  slideId: string;
  solution: string;
  answer: string | null;
}

/**
 * Grades from results: each GYN result turned into its category. A solution that is not a GYN
 * result is a set that should never have been accepted (validatePtSet): it throws. An answer
 * outside the GYN results counts as unanswered.
 */
export function gradeProficiencyResults(grid: PtGrid, rows: readonly PtResultRow[]): PtGrade {
  return gradeProficiency(
    grid,
    rows.map(({ slideId, solution, answer }) => {
      const reference = ptCategoryOf('GYN', solution);
      if (reference === null) throw new RangeError(`Slide ${slideId} has no GYN solution.`);
      return { slideId, reference, response: ptCategoryOf('GYN', answer) };
    }),
  );
}
