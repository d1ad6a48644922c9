import { describe, expect, it } from '@jest/globals';
import type { PtCategory } from './categories.js';
import { checkPtPool, checkPtSlides, PT_SIZE_MISMATCH } from './content.js';
import { PT_SET_MSG, type PtSetSlide } from './sets.js';

const RESULT_OF: Record<PtCategory, string> = { A: 'UNSATISFACTORY', B: 'NILM', C: 'ASCUS', D: 'AIS' };
const slides = (n: number, categories: PtCategory[] = ['A', 'B', 'C', 'D']): PtSetSlide[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i}`, solution: { type: 'GYN', result: RESULT_OF[categories[i % categories.length]!] } }));
const error = (field: string, message: string) => ({ field, message, code: 2 });

describe('a fixed proficiency set as content', () => {
  it('is valid at the settings’ size, with its counts', () => {
    expect(checkPtSlides(10, slides(10))).toEqual({ counts: { A: 3, B: 3, C: 2, D: 2 }, slides: 10, problem: null });
    expect(checkPtSlides(20, slides(20)).problem).toBeNull();
  });

  it('refuses with the set rule on `slides`, first', () => {
    expect(checkPtSlides(10, slides(9)).problem).toEqual(error('slides', PT_SET_MSG.size(9)));
    expect(checkPtSlides(20, slides(10, ['B', 'C', 'D'])).problem).toEqual(error('slides', PT_SET_MSG.everyCategory(['A'])));
    expect(checkPtSlides(10, [...slides(9), { id: 'x', solution: null }])).toEqual({
      counts: { A: 3, B: 2, C: 2, D: 2 },
      slides: 10,
      problem: error('slides', PT_SET_MSG.gynSolution('x')),
    });
  });

  it('refuses a valid set of the other size on `proficiency.size`', () => {
    expect(checkPtSlides(10, slides(20)).problem).toEqual(error('proficiency.size', PT_SIZE_MISMATCH(10, 20)));
    expect(checkPtSlides(20, slides(10)).problem).toEqual(error('proficiency.size', 'Slides per test is 20, but the test has 10 slides.'));
  });
});

describe('a proficiency pool as content', () => {
  it('is valid when a set of the size can be drawn; counts only slides with a GYN solution', () => {
    const pool = [...slides(20), { id: 'u', solution: { type: 'Urine', result: 'NEGATIVE' } }];
    expect(checkPtPool(20, pool)).toEqual({ counts: { A: 5, B: 5, C: 5, D: 5 }, slides: 20, problem: null });
  });

  it('refuses on `proficiency.pool` with the draw’s message', () => {
    expect(checkPtPool(20, slides(19)).problem).toEqual(error('proficiency.pool', PT_SET_MSG.poolTooSmall(20, 19)));
    expect(checkPtPool(10, slides(30, ['A', 'B', 'C'])).problem).toEqual(error('proficiency.pool', PT_SET_MSG.poolMissing(['D'])));
    expect(checkPtPool(10, []).problem).toEqual(error('proficiency.pool', PT_SET_MSG.poolTooSmall(10, 0)));
  });
});
