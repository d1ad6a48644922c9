import type { DiagnosisOutcome } from '@cytocampus/contracts';
import { ptCategoryOf, type PtCategory } from './proficiency/categories.js';
import { resultGroup } from './slides.js';

/**
 * How a slide test scores a diagnosis (docs/adr/0035):
 * - 'group': the spec's scoring (the default): GYN results match by result group, others by result;
 * - 'exact': the identical result only, in every category;
 * - 'partial': practice credit by distance (PARTIAL_CREDIT), so a near miss earns part of a slide.
 */
export type SlideScoringMode = 'group' | 'exact' | 'partial';
export const SLIDE_SCORING_MODES: readonly SlideScoringMode[] = ['group', 'exact', 'partial'];
export const DEFAULT_SLIDE_SCORING_MODE: SlideScoringMode = 'group';

/** A slide test's scoring mode from its stored fields: the default for revisions stored before modes existed, and for anything unknown. */
export function slideScoringModeOf(fields: Record<string, unknown>): SlideScoringMode {
  const mode = fields.scoringMode;
  return SLIDE_SCORING_MODES.find((m) => m === mode) ?? DEFAULT_SLIDE_SCORING_MODE;
}

/** A slide's solution as scoring needs it: its specimen category ('GYN', 'Urine', …, or 'none') and result. */
export interface SlideSolutionFacts {
  type: string;
  result: string | null;
}

/**
 * Partial credit for GYN, by the reference's category (rows) and the response's (columns), A
 * unsatisfactory, B negative, C low grade, D high grade and carcinoma. A high-grade lesion called
 * negative (D → B) earns nothing and is the only cell that does: it is always the worst outcome.
 * A missed low-grade lesion (C → B) is next; over-calls and 'unsatisfactory' on a lesion earn a
 * quarter to a half; a neighbouring grade three quarters or a half.
 */
export const PARTIAL_CREDIT: Readonly<Record<PtCategory, Readonly<Record<PtCategory, number>>>> = {
  A: { A: 1, B: 0.25, C: 0.5, D: 0.5 },
  B: { A: 0.5, B: 1, C: 0.5, D: 0.25 },
  C: { A: 0.25, B: 0.1, C: 1, D: 0.75 },
  D: { A: 0.25, B: 0, C: 0.5, D: 1 },
};
/** A GYN response in the reference's category but not its exact result (ASC-US for LSIL, HSIL for AIS). */
export const PARTIAL_SAME_CATEGORY = 0.9;

/**
 * The credit, 0 to 1, a diagnosis earns in a mode; null (pending) when the solution has no result
 * of its category to score against. No answer earns 0. Outside GYN, partial credit is the exact
 * result's (their result sets have no agreed distance).
 */
export function slideCredit(mode: SlideScoringMode, solution: SlideSolutionFacts, answer: string | null): number | null {
  const expected = resultGroup(solution.type, solution.result);
  if (expected === null) return null;
  if (answer === null || resultGroup(solution.type, answer) === null) return 0;
  if (answer === solution.result) return 1;
  if (mode === 'exact') return 0;
  if (mode === 'group') return resultGroup(solution.type, answer) === expected ? 1 : 0;
  const reference = ptCategoryOf(solution.type, solution.result);
  const response = ptCategoryOf(solution.type, answer);
  if (reference === null || response === null) return 0;
  return reference === response ? PARTIAL_SAME_CATEGORY : PARTIAL_CREDIT[reference][response];
}

/**
 * A slide page's score (spec "Review lifecycle"): the credit, with no credit stored as -1 (wrong or
 * incomplete), so 'group' and 'exact' give the spec's 1 and -1; null when pending.
 */
export function slidePageScore(mode: SlideScoringMode, solution: SlideSolutionFacts, answer: string | null): number | null {
  const credit = slideCredit(mode, solution, answer);
  return credit === null ? null : credit > 0 ? credit : -1;
}

/** How a diagnosis ends in a mode: correct with full credit only. */
export function slideOutcome(mode: SlideScoringMode, solution: SlideSolutionFacts, answer: string | null): DiagnosisOutcome {
  const credit = slideCredit(mode, solution, answer);
  return credit === null ? 'pending' : credit === 1 ? 'correct' : 'incorrect';
}
