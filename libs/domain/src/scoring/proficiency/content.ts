import { FORM_ERROR, type FieldError, type PtSetCheck } from '@cytocampus/contracts';
import { drawPtSet, ptCategoryCounts, validatePtSet, type PtSetSlide } from './sets.js';
import type { PtSetSize } from './grids.js';

/**
 * A proficiency test as content (docs/adr/0035 "Proficiency tests as content"): the rules of its
 * set as a field error, the same for the API's refusal on save and the editor's live check.
 */

/** The slides a test of `size` lists no longer agree with its "Slides per test". */
export const PT_SIZE_MISMATCH = (size: number, count: number): string => `Slides per test is ${size}, but the test has ${count} slides.`;

const invalid = (field: string, message: string): FieldError => ({ field, message, code: FORM_ERROR.invalid });

/**
 * A fixed set: `slides` in the test's order, each with its solution (null: unknown, unreadable to
 * the author, or without one). The set's own rules first (field `slides`), then its size against
 * the settings (field `proficiency.size`).
 */
export function checkPtSlides(size: PtSetSize, slides: readonly PtSetSlide[]): PtSetCheck {
  const broken = validatePtSet(slides);
  const problem = broken
    ? invalid('slides', broken.message)
    : slides.length !== size
      ? invalid('proficiency.size', PT_SIZE_MISMATCH(size, slides.length))
      : null;
  return { counts: ptCategoryCounts(slides), slides: slides.length, problem };
}

/** A pool: the slides tagged with it that the author may use; it must allow a draw of `size` for an examinee who has seen none. */
export function checkPtPool(size: PtSetSize, pool: readonly PtSetSlide[]): PtSetCheck {
  const counts = ptCategoryCounts(pool);
  const draw = drawPtSet(pool, size, 'check');
  return { counts, slides: counts.A + counts.B + counts.C + counts.D, problem: draw.ok ? null : invalid('proficiency.pool', draw.message) };
}
