import type { PtCategory } from './categories.js';

/** Which points grid grades an examinee: 493.945(b)(3) grades technologists and pathologists differently. */
export type PtGrid = 'technologist' | 'pathologist';
export const PT_GRIDS: readonly PtGrid[] = ['technologist', 'pathologist'];

/** A proficiency test set has 10 slides (2 hours) or 20 (4 hours). */
export type PtSetSize = 10 | 20;
export const PT_SET_SIZES: readonly PtSetSize[] = [10, 20];

/** The pass mark: 90 % of the maximum points. */
export const PT_PASS_PERCENT = 90;

/**
 * Points per slide of a 10-slide set, by the slide's reference category (rows) and the examinee's
 * response (columns), as 42 CFR 493.945(b)(3) sets them. A technologist's C or D response to an
 * abnormal slide earns full points (they refer it to a pathologist); a pathologist must grade it.
 */
export const PT_POINTS: Readonly<Record<PtGrid, Readonly<Record<PtCategory, Readonly<Record<PtCategory, number>>>>>> = {
  technologist: {
    A: { A: 10, B: 0, C: 5, D: 5 },
    B: { A: 5, B: 10, C: 5, D: 5 },
    C: { A: 5, B: -5, C: 10, D: 10 },
    D: { A: 0, B: -5, C: 10, D: 10 },
  },
  pathologist: {
    A: { A: 10, B: 0, C: 5, D: 0 },
    B: { A: 5, B: 10, C: 0, D: 0 },
    C: { A: 5, B: -5, C: 10, D: 5 },
    D: { A: 0, B: -5, C: 5, D: 10 },
  },
};

/** A 20-slide set's values are half a 10-slide set's, so both total 100. */
const scaleOf = (size: PtSetSize): number => (size === 10 ? 1 : 0.5);

/** The most a slide can earn in a set of `size`. */
export const ptSlideMax = (size: PtSetSize): number => 10 * scaleOf(size);

/** What a response earns on a slide; an unanswered slide (null) earns 0. */
export function ptPoints(grid: PtGrid, size: PtSetSize, reference: PtCategory, response: PtCategory | null): number {
  return response === null ? 0 : PT_POINTS[grid][reference][response] * scaleOf(size);
}

/**
 * The grid that follows an examinee's profession (the user's field: 'Pathologist' the pathologist's;
 * 'Cytotech', and anyone without one, the technologist's) unless an assignment overrides it.
 */
export function gridForProfession(profession: string | null | undefined, override?: PtGrid | null): PtGrid {
  if (override) return override;
  return profession === 'Pathologist' ? 'pathologist' : 'technologist';
}
