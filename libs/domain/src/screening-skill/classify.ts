/**
 * Why a submitted slide ended as it did (issue 31, docs/adr/0036). Right or wrong is the scorer's
 * (diagnosisOutcome: GYN by result group); categories are the PT ones (ptCategoryOf).
 */
import type { ObjectScreening, SlideClassification, UnclassifiedReason } from '@cytocampus/contracts';
import { ptCategoryOf } from '../scoring/proficiency/categories.js';
import { diagnosisOutcome } from '../scoring/slides.js';

export interface ClassifyInput {
  /** The slide's solution: its specimen type and reference result. */
  solution: { type: string; result: string | null };
  /** The submitted result; null when none. */
  answer: string | null;
  /** The page's reference objects as screened (screenPage). */
  objects: readonly Pick<ObjectScreening, 'seen' | 'marked'>[];
}

/**
 * The outcome of one submitted slide, or null when the scorer cannot score it (no solution).
 * In order: correct; over-call (reference B, response C or D), whatever was seen; no answer and no
 * reference objects leave a wrong slide unclassified; else locator when no reference object was
 * seen, interpretation when one was.
 */
export function classifySlide(input: ClassifyInput): SlideClassification | null {
  const { solution, answer, objects } = input;
  const scored = diagnosisOutcome(solution, answer);
  if (scored === 'pending') return null;
  const reference = { result: solution.result, category: ptCategoryOf(solution.type, solution.result) };
  const response = { result: answer, category: ptCategoryOf(solution.type, answer) };
  const seen = objects.filter((o) => o.seen);
  const base = { reference, response, objects: { total: objects.length, seen: seen.length }, seenMarked: seen.some((o) => o.marked) };
  const classified = (outcome: SlideClassification['outcome'], unclassified: UnclassifiedReason | null = null): SlideClassification => ({
    correct: scored === 'correct',
    outcome,
    unclassified,
    ...base,
  });
  if (scored === 'correct') return classified('correct');
  if (reference.category === 'B' && (response.category === 'C' || response.category === 'D')) return classified('overcall');
  if (answer === null) return classified(null, 'noAnswer');
  if (objects.length === 0) return classified(null, 'noReferenceObjects');
  return classified(seen.length === 0 ? 'locator' : 'interpretation');
}
