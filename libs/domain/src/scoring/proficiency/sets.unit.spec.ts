import { describe, expect, it } from '@jest/globals';
import { ptCategoryOf, type PtCategory } from './categories.js';
import { drawPtSet, PT_SET_MSG, ptCategoryCounts, validatePtSet, type PtSetSlide } from './sets.js';

const RESULT_OF: Record<PtCategory, string> = { A: 'UNSATISFACTORY', B: 'NILM', C: 'LSIL', D: 'HSIL' };
const slide = (id: string, category: PtCategory): PtSetSlide => ({ id, solution: { type: 'GYN', result: RESULT_OF[category] } });
/** `n` slides cycling through the given categories. */
const slides = (n: number, categories: PtCategory[] = ['A', 'B', 'C', 'D'], prefix = 's') =>
  Array.from({ length: n }, (_, i) => slide(`${prefix}${String(i).padStart(4, '0')}`, categories[i % categories.length]!));
const categoryOfId = (pool: PtSetSlide[]) => new Map(pool.map((s) => [s.id, ptCategoryOf('GYN', s.solution!.result)!]));

describe('proficiency set rules (493.945(a)(1))', () => {
  it('accepts 10 or 20 GYN slides with solutions holding every category', () => {
    expect([validatePtSet(slides(10)), validatePtSet(slides(20))]).toEqual([null, null]);
  });

  it('names the broken rule in words a person understands', () => {
    expect(validatePtSet(slides(12))).toEqual({ rule: 'size', message: 'A proficiency test has 10 or 20 slides; this one has 12.' });
    expect(validatePtSet(slides(9))?.rule).toBe('size');
    expect(validatePtSet(slides(10, ['B', 'B', 'D']))).toEqual({
      rule: 'everyCategory',
      message: 'A proficiency test needs at least one slide of each category; it has none of A (unsatisfactory), C (low-grade lesion).',
    });
    expect(validatePtSet(slides(20, ['A', 'B', 'C']))).toEqual({ rule: 'everyCategory', message: PT_SET_MSG.everyCategory(['D']) });
    const urine = [...slides(9), { id: 'u1', solution: { type: 'Urine', result: 'NEGATIVE' } }];
    expect(validatePtSet(urine)).toEqual({ rule: 'gynSolution', message: PT_SET_MSG.gynSolution('u1') });
    expect(validatePtSet([...slides(9), { id: 'x', solution: null }])?.rule).toBe('gynSolution');
    expect(validatePtSet([...slides(9), { id: 'x', solution: { type: 'GYN', result: null } }])?.rule).toBe('gynSolution');
    const twice = slides(10);
    twice[9] = twice[0]!;
    expect(validatePtSet(twice)).toEqual({ rule: 'duplicate', message: `Slide ${twice[0]!.id} is in the test twice.` });
  });

  it('counts slides per category for the editor', () => {
    expect(ptCategoryCounts([...slides(10, ['B', 'B', 'D', 'C']), { id: 'x', solution: null }])).toEqual({ A: 0, B: 6, C: 2, D: 2 });
  });
});

describe('drawing a set from a pool', () => {
  const pool = slides(1000, ['B', 'B', 'B', 'B', 'B', 'B', 'C', 'C', 'D', 'A']);

  it('draws a compliant set of either size, every seed (200 seeds each)', () => {
    for (const size of [10, 20] as const)
      for (let seed = 0; seed < 200; seed += 1) {
        const draw = drawPtSet(pool, size, seed);
        if (!draw.ok) throw new Error(draw.message);
        expect(validatePtSet(draw.slideIds.map((id) => pool.find((s) => s.id === id)!))).toBeNull();
      }
  });

  it('never repeats a slide of the examinee’s earlier attempts', () => {
    const categories = categoryOfId(pool);
    const seen = new Set<string>();
    // 40 attempts of 20 from 1,000 slides: 800 used, each draw still compliant and fresh.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const draw = drawPtSet(pool, 20, `attempt-${attempt}`, seen);
      if (!draw.ok) throw new Error(draw.message);
      expect(draw.slideIds.filter((id) => seen.has(id))).toEqual([]);
      expect(new Set(draw.slideIds.map((id) => categories.get(id))).size).toBe(4);
      for (const id of draw.slideIds) seen.add(id);
    }
  });

  it('is deterministic given the seed, whatever order the pool is listed in; another seed draws another set', () => {
    const a = drawPtSet(pool, 10, 'attempt-1');
    expect(drawPtSet([...pool].reverse(), 10, 'attempt-1')).toEqual(a);
    expect(drawPtSet(pool, 10, 'attempt-2')).not.toEqual(a);
  });

  it('says so when the pool cannot give a compliant set', () => {
    expect(drawPtSet(slides(9), 10, 1)).toEqual({ ok: false, rule: 'poolTooSmall', message: PT_SET_MSG.poolTooSmall(10, 9) });
    expect(drawPtSet(slides(30, ['B', 'C', 'D']), 10, 1)).toEqual({ ok: false, rule: 'everyCategory', message: PT_SET_MSG.poolMissing(['A']) });
    // The only A slide was seen before: none is left for this examinee.
    const oneA = [slide('a', 'A'), ...slides(30, ['B', 'C', 'D'])];
    expect(drawPtSet(oneA, 10, 1).ok).toBe(true);
    expect(drawPtSet(oneA, 10, 1, new Set(['a']))).toMatchObject({ ok: false, rule: 'everyCategory' });
    // Slides without a GYN solution are not drawn.
    const mixed = [...slides(9), ...Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, solution: { type: 'Urine', result: 'NEGATIVE' } }))];
    expect(drawPtSet(mixed, 10, 1)).toMatchObject({ ok: false, rule: 'poolTooSmall' });
  });

  it('an exactly sufficient pool gives all of it', () => {
    const exact = slides(10);
    const draw = drawPtSet(exact, 10, 7);
    expect(draw.ok && [...draw.slideIds].sort()).toEqual(exact.map((s) => s.id));
  });
});
