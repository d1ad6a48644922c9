import { PT_CATEGORIES, ptCategoryOf, type PtCategory } from './categories.js';
import { PT_SET_SIZES, type PtSetSize } from './grids.js';
import { seededRandom } from './random.js';

/**
 * Proficiency test sets (42 CFR 493.945(a)(1)): 10 or 20 GYN slides with solutions, at least one
 * of each response category A to D. docs/adr/0035.
 */

/** A slide as a set needs it: its id and its solution (specimen category and result). */
export interface PtSetSlide {
  id: string;
  solution: { type: string; result: string | null } | null;
}

export type PtSetRule = 'size' | 'gynSolution' | 'duplicate' | 'everyCategory' | 'poolTooSmall';
export interface PtSetProblem {
  rule: PtSetRule;
  message: string;
}

export const PT_CATEGORY_NAMES: Readonly<Record<PtCategory, string>> = {
  A: 'A (unsatisfactory)',
  B: 'B (negative or benign)',
  C: 'C (low-grade lesion)',
  D: 'D (high-grade lesion or carcinoma)',
};

export const PT_SET_MSG = {
  size: (count: number) => `A proficiency test has 10 or 20 slides; this one has ${count}.`,
  gynSolution: (id: string) => `Slide ${id} has no GYN solution: every slide of a proficiency test needs one.`,
  duplicate: (id: string) => `Slide ${id} is in the test twice.`,
  everyCategory: (missing: readonly PtCategory[]) =>
    `A proficiency test needs at least one slide of each category; it has none of ${missing.map((c) => PT_CATEGORY_NAMES[c]).join(', ')}.`,
  poolTooSmall: (size: number, available: number) => `The pool has ${available} slides this examinee has not seen; a ${size}-slide test needs ${size}.`,
  poolMissing: (missing: readonly PtCategory[]) =>
    `The pool has no unseen slide of ${missing.map((c) => PT_CATEGORY_NAMES[c]).join(', ')}: every test needs one of each category.`,
  /** Added to a pool's refusal when some of its slides do not count yet because their image is not made. */
  poolProcessing: (count: number) =>
    count === 1
      ? '1 more slide of the pool is still being processed and counts once its image is ready.'
      : `${count} more slides of the pool are still being processed and count once their images are ready.`,
} as const;

const categoryOfSlide = (slide: PtSetSlide): PtCategory | null => (slide.solution ? ptCategoryOf(slide.solution.type, slide.solution.result) : null);

/** How many slides of each category (the editor's live counts); slides without a GYN solution are not counted. */
export function ptCategoryCounts(slides: readonly PtSetSlide[]): Record<PtCategory, number> {
  const counts: Record<PtCategory, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const slide of slides) {
    const category = categoryOfSlide(slide);
    if (category) counts[category] += 1;
  }
  return counts;
}

const missingCategories = (counts: Record<PtCategory, number>): PtCategory[] => PT_CATEGORIES.filter((c) => counts[c] === 0);

/** The first rule a set breaks, with the message a person is shown; null when it is a valid proficiency test. */
export function validatePtSet(slides: readonly PtSetSlide[]): PtSetProblem | null {
  if (!PT_SET_SIZES.includes(slides.length as PtSetSize)) return { rule: 'size', message: PT_SET_MSG.size(slides.length) };
  const seen = new Set<string>();
  for (const slide of slides) {
    if (seen.has(slide.id)) return { rule: 'duplicate', message: PT_SET_MSG.duplicate(slide.id) };
    seen.add(slide.id);
    if (categoryOfSlide(slide) === null) return { rule: 'gynSolution', message: PT_SET_MSG.gynSolution(slide.id) };
  }
  const missing = missingCategories(ptCategoryCounts(slides));
  return missing.length > 0 ? { rule: 'everyCategory', message: PT_SET_MSG.everyCategory(missing) } : null;
}

export type PtDraw = { ok: true; slideIds: string[] } | ({ ok: false } & PtSetProblem);

/**
 * Draws a compliant set of `size` from a pool: never a slide in `seen` (the examinee's earlier PT
 * attempts) nor one without a GYN solution; one slide of each category first, the rest at random;
 * the order shuffled. The same pool, seen slides and seed always give the same set (the pool is
 * taken in id order, so how it was listed does not matter).
 */
export function drawPtSet(pool: readonly PtSetSlide[], size: PtSetSize, seed: string | number, seen: ReadonlySet<string> = new Set()): PtDraw {
  const byId = new Map<string, PtCategory>();
  for (const slide of pool) {
    const category = categoryOfSlide(slide);
    if (category !== null && !seen.has(slide.id)) byId.set(slide.id, category);
  }
  const ids = [...byId.keys()].sort();
  if (ids.length < size) return { ok: false, rule: 'poolTooSmall', message: PT_SET_MSG.poolTooSmall(size, ids.length) };
  const buckets: Record<PtCategory, string[]> = { A: [], B: [], C: [], D: [] };
  for (const id of ids) buckets[byId.get(id)!].push(id);
  const missing = PT_CATEGORIES.filter((c) => buckets[c].length === 0);
  if (missing.length > 0) return { ok: false, rule: 'everyCategory', message: PT_SET_MSG.poolMissing(missing) };

  const random = seededRandom(seed);
  const pick = (list: string[]) => Math.floor(random() * list.length);
  const chosen = new Set(PT_CATEGORIES.map((c) => buckets[c][pick(buckets[c])]!));
  // The rest: a partial Fisher–Yates over what is left, so each draw costs O(pool).
  const rest = ids.filter((id) => !chosen.has(id));
  for (let i = 0; chosen.size < size; i += 1) {
    const j = i + Math.floor(random() * (rest.length - i));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
    chosen.add(rest[i]!);
  }
  const slideIds = [...chosen];
  for (let i = slideIds.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [slideIds[i], slideIds[j]] = [slideIds[j]!, slideIds[i]!];
  }
  return { ok: true, slideIds };
}
