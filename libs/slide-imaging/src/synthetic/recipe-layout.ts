import type { Backdrop, CellKind } from './cell-model.js';
import { drawGyn } from './cells-gyn.js';
import { drawThyroid } from './cells-thyroid.js';
import { drawUrine } from './cells-urine.js';
import type { CaseRecipe, RecipeResult } from './recipes.js';
import type { SmearCanvas } from './smear-canvas.js';

/** Places the cells of a case recipe on the canvas; returns what lies around them. */
export function recipeSmear(canvas: SmearCanvas, recipe: CaseRecipe): Backdrop {
  if (recipe.specimen === 'Urine') return drawUrine(canvas, recipe);
  if (recipe.specimen === 'Thyroid') return drawThyroid(canvas, recipe);
  return drawGyn(canvas, recipe);
}

/**
 * The cells that carry each result, best first in the 'area' category. Negative results list the
 * normal epithelial cells with the largest nuclei, so the category is never empty when there are cells.
 */
export const DIAGNOSTIC_KINDS: Record<RecipeResult, readonly CellKind[]> = {
  UNSATISFACTORY: ['superficial', 'intermediate'],
  NILM: ['superficial', 'intermediate'],
  ASCUS: ['koilocyte'],
  LSIL: ['koilocyte'],
  ASCH: ['hsil'],
  HSIL: ['hsil'],
  SQUAMOUS: ['keratinized'],
  AGC: ['glandular'],
  AIS: ['glandular'],
  NEGATIVE: ['umbrella', 'urothelial'],
  ATYPICAL: ['atypicalUrothelial'],
  SUSPICIOUS: ['highGradeUrothelial', 'atypicalUrothelial'],
  HIGHGRADE: ['highGradeUrothelial'],
  CAT2: ['follicular'],
  CAT5: ['papillary'],
  CAT6: ['papillary'],
};
